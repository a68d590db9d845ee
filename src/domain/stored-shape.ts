/*
 * Readers of what the shop itself stored (local storage): each takes untrusted JSON and gives the
 * value in its type, or INVALID. They run at start-up, in the entry bundle, where even zod/mini
 * costs about 7 KB gzip for these few shapes (docs/decisions/008). Forms keep zod
 * (src/domain/validation.ts): they need its messages per field, these readers only a yes or no.
 */

export const INVALID: unique symbol = Symbol('invalid');
export type Reader<T> = (value: unknown) => T | typeof INVALID;
export type Read<R> = R extends Reader<infer T> ? T : never;

/** A key that may be missing: kept out of the result when it is. */
type OptionalReader<T> = Reader<T | undefined> & { readonly optional: true };

const isPlainRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const string =
  (accepts: (text: string) => boolean = () => true): Reader<string> =>
  (value) =>
    typeof value === 'string' && accepts(value) ? value : INVALID;

export const number: Reader<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : INVALID);

export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

export const literal =
  <const T extends string>(...options: T[]): Reader<T> =>
  (value) =>
    options.find((option) => option === value) ?? INVALID;

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value) =>
    value === null ? null : read(value);

export const optional = <T>(read: Reader<T>): OptionalReader<T> =>
  Object.assign((value: unknown) => (value === undefined ? undefined : read(value)), { optional: true as const });

export const array =
  <T>(read: Reader<T>, minLength = 0): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value) || value.length < minLength) return INVALID;
    const items: T[] = [];
    for (const item of value) {
      const parsed = read(item);
      if (parsed === INVALID) return INVALID;
      items.push(parsed);
    }
    return items;
  };

/** Any record, kept as it is (values the shop passes on without reading them). */
export const anyRecord: Reader<Record<string, unknown>> = (value) => (isPlainRecord(value) ? value : INVALID);

/**
 * A record the caller reads with its own lenient function, which starts empty whatever is missing
 * or malformed in it (a form's draft: a half-filled form keeps what it can).
 */
export const leniently =
  <T>(from: (record: Record<string, unknown>) => T): Reader<T> =>
  (value) =>
    isPlainRecord(value) ? from(value) : INVALID;

/** A record of any keys, each value read alike. */
export const recordOf =
  <T>(read: Reader<T>): Reader<Record<string, T>> =>
  (value) => {
    if (!isPlainRecord(value)) return INVALID;
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) {
      const parsed = read(item);
      if (parsed === INVALID) return INVALID;
      result[key] = parsed;
    }
    return result;
  };

type Shape = Record<string, Reader<unknown>>;
type Pretty<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<S extends Shape> = Pretty<
  { [K in keyof S as S[K] extends { optional: true } ? never : K]: Read<S[K]> } & {
    [K in keyof S as S[K] extends { optional: true } ? K : never]?: Read<S[K]>;
  }
>;

function readShape<S extends Shape>(shape: S, value: Record<string, unknown>, into: Record<string, unknown>): boolean {
  for (const [key, read] of Object.entries(shape)) {
    const parsed = read(value[key]);
    if (parsed === INVALID) return false;
    if (parsed === undefined && 'optional' in read) delete into[key];
    else into[key] = parsed;
  }
  return true;
}

/** An object of these keys; any other key is dropped. */
export const object =
  <S extends Shape>(shape: S): Reader<ObjectOf<S>> =>
  (value) => {
    if (!isPlainRecord(value)) return INVALID;
    const result: Record<string, unknown> = {};
    return readShape(shape, value, result) ? (result as ObjectOf<S>) : INVALID;
  };

/** An object of these keys, keeping any other key as it was. */
export const looseObject =
  <S extends Shape>(shape: S): Reader<ObjectOf<S> & Record<string, unknown>> =>
  (value) => {
    if (!isPlainRecord(value)) return INVALID;
    const result: Record<string, unknown> = { ...value };
    return readShape(shape, value, result) ? (result as ObjectOf<S> & Record<string, unknown>) : INVALID;
  };

/** The first of these readers that reads the value (the variants of a union tell themselves apart by a literal). */
export const oneOf =
  <R extends Reader<unknown>[]>(...readers: R): Reader<Read<R[number]>> =>
  (value) => {
    for (const read of readers) {
      const parsed = read(value);
      if (parsed !== INVALID) return parsed as Read<R[number]>;
    }
    return INVALID;
  };

/** Reads JSON text; unreadable text is INVALID like a wrong shape. */
export function readJson<T>(raw: string, read: Reader<T>): T | typeof INVALID {
  try {
    return read(JSON.parse(raw));
  } catch {
    return INVALID;
  }
}
