// Own video and audio files, the image slider, logos, the image with a fixed crop, venues and the form
// module: required pickers, file types, counts and length limits.
import { test } from "node:test";
import { audioShModule } from "../../../src/modules/types/audio-sh.tsx";
import { formModule } from "../../../src/modules/types/form.tsx";
import { imageAliasModule } from "../../../src/modules/types/image-alias.tsx";
import { imageListModule } from "../../../src/modules/types/image-list.tsx";
import { logoListModule } from "../../../src/modules/types/logo-list.tsx";
import { venueListModule } from "../../../src/modules/types/venue-list.tsx";
import { venueModule } from "../../../src/modules/types/venue.tsx";
import { videoShModule } from "../../../src/modules/types/video-sh.tsx";
import { assertFailsAt, assertValid } from "../../helpers/module-schema.ts";

const times = <T>(count: number, item: T) => Array.from({ length: count }, () => item);

test("own video: an .mp4 or .webm file and a poster are required; captions are .vtt", () => {
  const valid = { file: "/media/demo/probe.webm", image: 2, title: "Probe", captions: "/media/demo/probe.vtt" };
  assertValid(videoShModule, valid);
  assertValid(videoShModule, { ...valid, file: "https://media.kulisse.example/probe.mp4", captions: "" });
  assertFailsAt(videoShModule, { ...valid, file: "" }, "file", "is required");
  assertFailsAt(videoShModule, { ...valid, file: "/media/demo/probe.avi" }, "file", "must be a file of type .mp4, .webm");
  assertFailsAt(videoShModule, { ...valid, file: "//evil.example/a.mp4" }, "file", "must be a path on this site");
  assertFailsAt(videoShModule, { ...valid, file: "http://insecure.example/a.mp4" }, "file", "must be a path on this site");
  assertFailsAt(videoShModule, { ...valid, image: 0 }, "image");
  assertFailsAt(videoShModule, { ...valid, captions: "/media/demo/probe.srt" }, "captions", ".vtt");
  assertFailsAt(videoShModule, { ...valid, title: "x".repeat(201) }, "title", "at most 200");
});

test("own audio: an audio file is required; description at most 1000", () => {
  for (const file of ["/media/a.mp3", "/media/a.m4a", "/media/a.ogg", "/media/a.oga", "/media/a.wav"]) assertValid(audioShModule, { file });
  assertFailsAt(audioShModule, { file: "" }, "file", "is required");
  assertFailsAt(audioShModule, { file: "/media/a.mp4" }, "file", "must be a file of type");
  assertFailsAt(audioShModule, { file: "/media/a.mp3", description: "x".repeat(1001) }, "description", "at most 1000");
  assertValid(audioShModule, { file: "/media/a.mp3", description: "x".repeat(1000), title: "x".repeat(200) });
});

test("image list: 1 to 30 slides, each with an image; captions at most 300", () => {
  const slide = { image: 1, caption: "Erster Akt" };
  assertValid(imageListModule, { children: times(30, slide), format: "vertical", anchor: "galerie" });
  assertFailsAt(imageListModule, { children: [] }, "children", "at least 1");
  assertFailsAt(imageListModule, { children: times(31, slide) }, "children", "at most 30");
  assertFailsAt(imageListModule, { children: [{ image: 0 }] }, "children.0.image");
  assertFailsAt(imageListModule, { children: [{ ...slide, caption: "x".repeat(301) }] }, "children.0.caption", "at most 300");
  assertFailsAt(imageListModule, { children: [slide], format: "square" }, "format");
});

test("logo list: 1 to 40 logos, each with image and name", () => {
  const logo = { image: 1, name: "Stadtwerke", link: "https://stadtwerke.example" };
  assertValid(logoListModule, { children: times(40, logo), extra_class: "compact" });
  assertFailsAt(logoListModule, { children: [] }, "children", "at least 1");
  assertFailsAt(logoListModule, { children: times(41, logo) }, "children", "at most 40");
  assertFailsAt(logoListModule, { children: [{ ...logo, name: "" }] }, "children.0.name", "is required");
  assertFailsAt(logoListModule, { children: [{ ...logo, name: "x".repeat(121) }] }, "children.0.name", "at most 120");
  assertFailsAt(logoListModule, { children: [{ ...logo, image: 0 }] }, "children.0.image");
  assertFailsAt(logoListModule, { children: [{ ...logo, link: "ftp://x" }] }, "children.0.link");
});

test("image with format: image and crop (vertical 400×500 or horizontal 1240×700) required", () => {
  assertValid(imageAliasModule, { image: 1, alias: "vertical", description: "x".repeat(1000) });
  assertFailsAt(imageAliasModule, { image: 1 }, "alias");
  assertFailsAt(imageAliasModule, { image: 1, alias: "square" }, "alias");
  assertFailsAt(imageAliasModule, { image: 0, alias: "horizontal" }, "image");
  assertFailsAt(imageAliasModule, { image: 1, alias: "horizontal", description: "x".repeat(1001) }, "description", "at most 1000");
});

test("venue and venue list: a picked venue; 1 to 12 in a list", () => {
  assertValid(venueModule, { venue: 3 });
  assertFailsAt(venueModule, { venue: 0 }, "venue");
  assertFailsAt(venueModule, { venue: 1.5 }, "venue");
  assertValid(venueListModule, { headline: "Spielstätten", children: times(12, { venue: 2 }) });
  assertFailsAt(venueListModule, { children: [] }, "children", "at least 1");
  assertFailsAt(venueListModule, { children: times(13, { venue: 2 }) }, "children", "at most 12");
  assertFailsAt(venueListModule, { children: [{ venue: 0 }] }, "children.0.venue");
});

test("form: hubspot_id (the spec's name) holds the id of one of our forms and is required", () => {
  assertValid(formModule, { hubspot_id: 7 });
  assertFailsAt(formModule, { hubspot_id: 0 }, "hubspot_id");
  assertFailsAt(formModule, { hubspot_id: "7" }, "hubspot_id");
});
