// The inline editor's page settings: the admin's page item, read and written through the admin's own
// path (admin-items.ts with the page tree's rules of resource-stores.ts), so the panel checks and
// refuses exactly as the admin's page form does, in one transaction with the 301s of a new address.
import { isApiError } from "../../shared/api/api-error.ts";
import type { PageSettings } from "../../shared/api/contract/page-settings.ts";
import type { MediaImage } from "../../shared/api/contract/media.ts";
import { pick, type Lang, type Localized } from "../../shared/lib/localized.ts";
import { localizedUrl } from "../../src/lib/urls.ts";
import type { Db } from "../db/client.ts";
import { getMediaImage } from "../services/media/media-list.ts";
import type { EditorWriter } from "../services/page-content-save.ts";
import type { AdminItem } from "../../shared/api/contract/admin.ts";
import { readItem, updateItem } from "./admin-items.ts";
import { resourceStores } from "./resource-stores.ts";

async function storedImage(db: Db, id: unknown, lang: Lang): Promise<MediaImage | null> {
  if (typeof id !== "number") return null;
  return getMediaImage(db, id, lang).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });
}

async function settingsOf(db: Db, item: AdminItem, lang: Lang): Promise<PageSettings> {
  return {
    id: item.id,
    values: item.values,
    url: localizedUrl(lang, pick(item.values.path as Localized, lang)),
    images: { og_image: await storedImage(db, item.values.og_image, lang) },
  };
}

export async function readPageSettings(db: Db, id: number, lang: Lang): Promise<PageSettings> {
  return settingsOf(db, await readItem(db, resourceStores.pages, id, lang), lang);
}

export async function savePageSettings(writer: EditorWriter, id: number, values: Record<string, unknown>, lang: Lang): Promise<PageSettings> {
  return settingsOf(writer.db, await updateItem(writer, resourceStores.pages, id, values, lang), lang);
}
