import { describe, expect, it } from 'vitest';
import { anyRecord, array, boolean, INVALID, leniently, literal, looseObject, nullable, number, object, oneOf, optional, readJson, string } from './stored-shape.ts';

describe('reading what the shop stored', () => {
  const readPerson = object({ name: string((text) => text.length > 0), age: optional(number), role: nullable(literal('admin', 'sub')) });

  it('reads an object of its keys, drops other keys, and leaves a missing optional key out', () => {
    expect(readPerson({ name: 'An', role: null, extra: 1 })).toEqual({ name: 'An', role: null });
    expect('age' in (readPerson({ name: 'An', role: 'sub' }) as object)).toBe(false);
    expect(readPerson({ name: 'An', age: 3, role: 'admin' })).toEqual({ name: 'An', age: 3, role: 'admin' });
  });

  it.each([
    ['a missing required key', { name: 'An' }],
    ['a refused text', { name: '', role: null }],
    ['a wrong literal', { name: 'An', role: 'owner' }],
    ['a number that is no number', { name: 'An', age: '3', role: null }],
    ['an array', [{ name: 'An', role: null }]],
    ['null', null],
  ])('refuses %s', (_what, value) => {
    expect(readPerson(value)).toBe(INVALID);
  });

  it('keeps the other keys of a loose object', () => {
    expect(looseObject({ id: string() })({ id: 'x', more: [1] })).toEqual({ id: 'x', more: [1] });
  });

  it('reads arrays item by item, with a least length', () => {
    expect(array(string(), 1)(['a', 'b'])).toEqual(['a', 'b']);
    expect(array(string(), 1)([])).toBe(INVALID);
    expect(array(string())(['a', 2])).toBe(INVALID);
  });

  it('reads a union by its first matching variant', () => {
    const readPayment = oneOf(object({ kind: literal('paid'), amount: number }), object({ kind: literal('later') }));
    expect(readPayment({ kind: 'later' })).toEqual({ kind: 'later' });
    expect(readPayment({ kind: 'paid', amount: 4 })).toEqual({ kind: 'paid', amount: 4 });
    expect(readPayment({ kind: 'paid' })).toBe(INVALID);
  });

  it('keeps any record as it is, and reads booleans and JSON text', () => {
    expect(anyRecord({ a: { b: 1 } })).toEqual({ a: { b: 1 } });
    expect(anyRecord('x')).toBe(INVALID);
    expect(boolean(false)).toBe(false);
    expect(readJson('{"a":true}', object({ a: boolean }))).toEqual({ a: true });
    expect(readJson('{"a":', object({ a: boolean }))).toBe(INVALID);
  });

  it('reads a record leniently with the caller’s function, and anything but a record not at all', () => {
    const readName = leniently((record) => ({ name: typeof record.name === 'string' ? record.name : '' }));
    expect(readName({ name: 'Lotte', extra: 1 })).toEqual({ name: 'Lotte' });
    expect(readName({ name: 7 })).toEqual({ name: '' });
    expect(readName(['Lotte'])).toBe(INVALID);
    expect(readName(null)).toBe(INVALID);
  });
});
