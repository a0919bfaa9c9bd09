// Small real media files for the own-video and own-audio modules: a short chord as WAV (written from
// samples), the committed four-second WebM (a generated colour gradient with a tone) and its captions.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SAMPLE_RATE = 8000;

/** A three-second A major chord fading in and out, 8-bit mono PCM (about 24 KB). */
export function chordWav(seconds = 3): Buffer {
  const samples = SAMPLE_RATE * seconds;
  const data = Buffer.alloc(samples);
  for (let index = 0; index < samples; index++) {
    const time = index / SAMPLE_RATE;
    const envelope = Math.min(1, time * 4, (seconds - time) * 2);
    const chord = [220, 277.18, 329.63].reduce((sum, frequency) => sum + Math.sin(2 * Math.PI * frequency * time), 0) / 3;
    data[index] = Math.round(128 + 90 * envelope * chord);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}

export function rehearsalWebm(): Buffer {
  return fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "../media/rehearsal.webm"));
}

export function rehearsalCaptions(lang: "de" | "en"): string {
  const lines = lang === "de" ? ["[Orchester stimmt ein]", "Regie: Noch einmal von vorn, bitte!"] : ["[Orchestra tuning]", "Director: Once more from the top, please!"];
  return `WEBVTT\n\n00:00.000 --> 00:02.000\n${lines[0]}\n\n00:02.000 --> 00:04.000\n${lines[1]}\n`;
}
