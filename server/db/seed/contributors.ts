// Casts and artistic teams: each role goes to a person with the fitting voice or skill, spreading
// the work across the ensemble. People named in a production's texts are pinned to their role.
import { productionContributors } from "../schema.ts";
import type { SeedContext } from "./context.ts";
import { insertAll } from "./context.ts";
import type { Person } from "./people.ts";
import type { ProductionData, TeamKey } from "./productions-data.ts";
import { randomFor } from "./random.ts";
import { loc, type Localized } from "./text.ts";
import { slugify } from "../../../src/lib/urls.ts";

const teamRoles: Record<TeamKey, { label: Localized; skill: string }> = {
  music: { label: loc("Musikalische Leitung", "Musical direction"), skill: "conductor" },
  direction: { label: loc("Regie", "Direction"), skill: "director" },
  stage: { label: loc("Bühne", "Set design"), skill: "stage" },
  costume: { label: loc("Kostüme", "Costume design"), skill: "costume" },
  "stage-costume": { label: loc("Bühne & Kostüme", "Set & costume design"), skill: "stage" },
  dramaturgy: { label: loc("Dramaturgie", "Dramaturgy"), skill: "dramaturg" },
  choreography: { label: loc("Choreografie", "Choreography"), skill: "choreographer" },
  education: { label: loc("Theaterpädagogik", "Theatre education"), skill: "educator" },
  guide: { label: loc("Führung", "Guide"), skill: "guide" },
  "artistic-direction": { label: loc("Künstlerische Leitung", "Artistic direction"), skill: "choreographer" },
};

interface Slot {
  kind: "cast" | "team";
  role: Localized;
  skill: string;
  pinned?: string;
  position: number;
}

export async function seedContributors(ctx: SeedContext, productions: { id: number; data: ProductionData }[], people: Person[]): Promise<number> {
  const rng = randomFor("contributors");
  const bySlug = new Map(people.map((person) => [slugify(person.name), person]));
  const workload = new Map<number, number>();
  const rows: (typeof productionContributors.$inferInsert)[] = [];

  for (const { id, data } of productions) {
    const slots: Slot[] = [
      ...data.team.map((entry, position): Slot => {
        const [key, pinned] = Array.isArray(entry) ? entry : [entry, undefined];
        return { kind: "team", role: teamRoles[key].label, skill: teamRoles[key].skill, pinned, position };
      }),
      ...data.cast.map((role, position): Slot => ({ kind: "cast", role: role.role, skill: role.skill, pinned: role.person, position })),
    ];
    const chosen = new Map<Slot, Person>();
    const inProduction = new Set<number>();
    // Pinned people first, so nobody else takes them and they are not given a second job here.
    for (const slot of slots.filter((s) => s.pinned)) {
      const person = bySlug.get(slot.pinned!);
      if (!person || !person.skills.includes(slot.skill)) throw new Error(`${data.key}: cannot pin ${slot.pinned} as ${slot.skill}`);
      chosen.set(slot, person);
      inProduction.add(person.id);
    }
    for (const slot of slots.filter((s) => !s.pinned)) {
      const able = people.filter((person) => person.skills.includes(slot.skill));
      if (able.length === 0) throw new Error(`${data.key}: nobody can be ${slot.skill}`);
      const free = able.filter((person) => !inProduction.has(person.id));
      const pool = free.length > 0 ? free : able;
      const least = Math.min(...pool.map((person) => workload.get(person.id) ?? 0));
      const person = rng.pick(pool.filter((candidate) => (workload.get(candidate.id) ?? 0) === least));
      chosen.set(slot, person);
      inProduction.add(person.id);
    }
    for (const slot of slots) {
      const person = chosen.get(slot)!;
      workload.set(person.id, (workload.get(person.id) ?? 0) + 1);
      rows.push({ productionId: id, personId: person.id, kind: slot.kind, role: slot.role, position: slot.position });
    }
  }
  await insertAll(ctx.tx, productionContributors, rows);
  return rows.length;
}
