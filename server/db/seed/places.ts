// The theatre's four houses in the fictional city of Lindenau and their stages.
import { rooms, venues as venueTable } from "../schema.ts";
import type { SeedContext } from "./context.ts";
import { insertAll } from "./context.ts";
import { loc, paragraphs, slugs, type Localized } from "./text.ts";

export const CITY = "Lindenau";
export const POSTAL_CODE = "37514";

/** Rooms are referred to by key everywhere in the seed (schedule, seat plans). */
export type RoomKey = "grosser-saal" | "foyer" | "kammerspiele" | "studiobuehne" | "konzertsaal" | "kleiner-saal" | "depot" | "werkstatt";

interface RoomData {
  key: RoomKey;
  name: Localized;
  capacity: number;
  showInFilter: boolean;
}

interface VenueData {
  key: string;
  name: Localized;
  street: string;
  latitude: string;
  longitude: string;
  description: Localized;
  rooms: RoomData[];
}

const venueData: VenueData[] = [
  {
    key: "grosses-haus",
    name: loc("Großes Haus", "Main House"),
    street: "Theaterplatz 1",
    latitude: "51.53412",
    longitude: "9.93581",
    description: loc(
      paragraphs(
        "Das Große Haus am Theaterplatz wurde 1911 eröffnet und nach dem Krieg in seiner heutigen Form wiederaufgebaut. Hier spielen Oper, Tanz und Musical.",
        "Der Große Saal bietet 780 Plätze in Parkett und zwei Rängen. Im Oberen Foyer beginnen unsere Führungen und Einführungen.",
      ),
      paragraphs(
        "The Main House on Theaterplatz opened in 1911 and was rebuilt in its present form after the war. It is the home of opera, dance and musicals.",
        "The Main Auditorium seats 780 in the stalls and two circles. Our guided tours and pre-show talks start in the Upper Foyer.",
      ),
    ),
    rooms: [
      { key: "grosser-saal", name: loc("Großer Saal", "Main Auditorium"), capacity: 780, showInFilter: true },
      { key: "foyer", name: loc("Oberes Foyer", "Upper Foyer"), capacity: 120, showInFilter: false },
    ],
  },
  {
    key: "kammerspiele",
    name: loc("Kammerspiele", "Kammerspiele"),
    street: "Schillerstraße 14",
    latitude: "51.53188",
    longitude: "9.94127",
    description: loc(
      paragraphs(
        "Die Kammerspiele in der Schillerstraße sind das Haus des Schauspiels: eine ehemalige Tuchfabrik mit 340 Plätzen und der kleinen Studiobühne unter dem Dach.",
        "Die Studiobühne mit 99 Plätzen gehört neuen Stücken, Kammeroper und Experimenten.",
      ),
      paragraphs(
        "The Kammerspiele on Schillerstraße are the home of drama: a former cloth factory with 340 seats and the small Studio Stage under the roof.",
        "The 99-seat Studio Stage is devoted to new plays, chamber opera and experiments.",
      ),
    ),
    rooms: [
      { key: "kammerspiele", name: loc("Kammerspiele", "Kammerspiele"), capacity: 340, showInFilter: true },
      { key: "studiobuehne", name: loc("Studiobühne", "Studio Stage"), capacity: 99, showInFilter: true },
    ],
  },
  {
    key: "konzerthaus",
    name: loc("Konzerthaus am Stadtpark", "Concert Hall at the City Park"),
    street: "Am Stadtpark 3",
    latitude: "51.52874",
    longitude: "9.92966",
    description: loc(
      paragraphs(
        "Im Konzerthaus am Stadtpark spielt die Staatskapelle Lindenau ihre Sinfonie- und Kammerkonzerte. Der Konzertsaal gilt als einer der akustisch besten der Region.",
      ),
      paragraphs(
        "The Staatskapelle Lindenau plays its symphony and chamber concerts in the Concert Hall at the City Park. Its main hall is known as one of the finest acoustics in the region.",
      ),
    ),
    rooms: [
      { key: "konzertsaal", name: loc("Konzertsaal", "Concert Hall"), capacity: 1100, showInFilter: true },
      { key: "kleiner-saal", name: loc("Kleiner Saal", "Small Hall"), capacity: 180, showInFilter: true },
    ],
  },
  {
    key: "junges-theater",
    name: loc("Junges Theater im Depot", "Young Theatre at the Depot"),
    street: "Mühlgasse 8",
    latitude: "51.53655",
    longitude: "9.92410",
    description: loc(
      paragraphs(
        "Im alten Straßenbahndepot spielt das Junge Theater für Kinder, Jugendliche und Familien. Schulklassen sind vormittags herzlich willkommen.",
        "In der Werkstatt nebenan finden Workshops und Mitmachformate statt.",
      ),
      paragraphs(
        "The Young Theatre plays for children, teenagers and families in the old tram depot. School classes are welcome at our morning performances.",
        "Workshops and participatory formats take place in the Workshop next door.",
      ),
    ),
    rooms: [
      { key: "depot", name: loc("Bühne im Depot", "Depot Stage"), capacity: 220, showInFilter: true },
      { key: "werkstatt", name: loc("Werkstatt", "Workshop"), capacity: 30, showInFilter: false },
    ],
  },
];

/** A room's name by key, for texts that mention where something happens. */
export function roomName(key: RoomKey): Localized {
  for (const venue of venueData) {
    const room = venue.rooms.find((candidate) => candidate.key === key);
    if (room) return room.name;
  }
  throw new Error(`unknown room ${key}`);
}

export interface SeededVenue {
  key: string;
  id: number;
  slug: Localized;
  name: Localized;
  street: string;
  imageId: number;
}

export interface Places {
  roomIds: Record<RoomKey, number>;
  capacity: Record<RoomKey, number>;
  venues: SeededVenue[];
}

export async function seedPlaces(ctx: SeedContext): Promise<Places> {
  const roomIds = {} as Record<RoomKey, number>;
  const capacity = {} as Record<RoomKey, number>;
  const venues: SeededVenue[] = [];
  let position = 0; // rooms are ordered across venues for the calendar filter
  for (const venue of venueData) {
    const imageId = await ctx.images.horizontal(
      { name: `venue-${venue.key}`, alt: loc(`Illustration: ${venue.name.de}`, `Illustration: ${venue.name.en}`) },
      "venue",
    );
    const [venueId] = await insertAll(ctx.tx, venueTable, [
      {
        slug: slugs(venue.name),
        name: venue.name,
        description: venue.description,
        street: venue.street,
        postalCode: POSTAL_CODE,
        city: CITY,
        latitude: venue.latitude,
        longitude: venue.longitude,
        imageId,
      },
    ]);
    venues.push({ key: venue.key, id: venueId, slug: slugs(venue.name), name: venue.name, street: venue.street, imageId });
    const ids = await insertAll(
      ctx.tx,
      rooms,
      venue.rooms.map((room) => ({ venueId, name: room.name, capacity: room.capacity, showInFilter: room.showInFilter, position: position++ })),
    );
    venue.rooms.forEach((room, i) => {
      roomIds[room.key] = ids[i];
      capacity[room.key] = room.capacity;
    });
  }
  return { roomIds, capacity, venues };
}
