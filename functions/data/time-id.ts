import { randomBytes } from 'node:crypto';

/**
 * Time-sortable ids in the ULID layout: 10 characters of millisecond time, then 16 of randomness,
 * in Crockford's base32 (digits, then upper-case letters without I, L, O and U). That alphabet is
 * in ASCII order, so ids sort as strings by the time they were made, which is what lets a sort
 * key built from one list newest first. 26 URL-safe characters, 80 random bits: collisions are
 * not a practical concern, and the writes that create items are conditional anyway.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_LENGTH = 10;
const RANDOM_LENGTH = 16;
export const TIME_ID_LENGTH = TIME_LENGTH + RANDOM_LENGTH;

function encodeTime(ms: number): string {
  let out = '';
  for (let i = 0, rest = ms; i < TIME_LENGTH; i++, rest = Math.floor(rest / 32)) out = ALPHABET[rest % 32] + out;
  return out;
}

const randomDigits = (): number[] => [...randomBytes(RANDOM_LENGTH)].map((byte) => byte % 32);

/** Adds one to a base32 number held as digits; false when it overflows. */
function increment(digits: number[]): boolean {
  for (let i = digits.length - 1; i >= 0; i--) {
    if (digits[i]! < 31) {
      digits[i]! += 1;
      return true;
    }
    digits[i] = 0;
  }
  return false;
}

let lastMs = -1;
let lastRandom: number[] = [];

/**
 * A new id. Within one millisecond of one process the random part counts up (ULID's monotonic
 * mode), so a reply stored right after the message it answers always sorts after it.
 */
export function newTimeId(nowMs: number = Date.now()): string {
  if (nowMs <= lastMs && increment(lastRandom)) {
    return encodeTime(lastMs) + lastRandom.map((digit) => ALPHABET[digit]).join('');
  }
  lastMs = Math.max(nowMs, lastMs);
  lastRandom = randomDigits();
  return encodeTime(lastMs) + lastRandom.map((digit) => ALPHABET[digit]).join('');
}

/**
 * The time part of the ids made at `ms`: every id made at or after `ms` sorts above it, every id
 * made before sorts below, so a key range between two of them selects ids by time.
 */
export const timeIdPrefix = (ms: number): string => encodeTime(ms);

/** The millisecond time an id was made at. */
export function timeOfId(id: string): number {
  let ms = 0;
  for (const char of id.slice(0, TIME_LENGTH)) ms = ms * 32 + ALPHABET.indexOf(char);
  return ms;
}
