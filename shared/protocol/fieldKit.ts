/**
 * The pieces the synced-state declaration (gameFields.ts) is made of. A Field says, for one field of a
 * view object, how its value is written into a wire object (wireShapes.ts: the server's Colyseus
 * Schema) and read back from that object's JSON (`room.state.toJSON()`, on the client). A FieldTable
 * lists one Field per key of the view type: a missing key fails to compile.
 *
 * Writers touch only what differs, so a patch carries only changes. Readers take untrusted JSON and
 * never throw: a missing or mistyped value reads as its default.
 */
import type { Seat } from '../platform/seats.js';
import type { GameViewer as Viewer } from '../platform/gameModule.js';
import type { WireList, WireMakers, WireMap } from './wireShapes.js';

export type Json = Record<string, unknown>;

export interface WriteContext {
  /** Each seat's private part (Emberforge: its hand), from its owner's view: the public view has none. */
  hands: readonly unknown[];
  /** Called for every private object created (a hand card): it must go into its owner's StateView only. */
  onPrivate: (seat: Seat, part: object) => void;
  /** Makes the wire objects that lists and maps grow by. */
  make: WireMakers;
}

export interface ReadContext {
  /** Who decodes: the view read back is this viewer's. */
  viewer: Viewer;
}

/** One field of a view: written into the wire object S, read back from S's JSON. */
export interface Field<S, T> {
  write: (target: S, value: T, ctx: WriteContext) => void;
  read: (json: Json, ctx: ReadContext) => T;
}

/** One Field per key of the view type V (every key: the compile-time check that nothing is left out). */
export type FieldTable<V, S> = { [K in keyof V]-?: Field<S, V[K]> };

// ---- untrusted JSON in
export const obj = (x: unknown): Json => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Json) : {});
export const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
export const toNum = (x: unknown, d = 0): number => (typeof x === 'number' && Number.isFinite(x) ? x : d);
export const toStr = (x: unknown, d = ''): string => (typeof x === 'string' ? x : d);

/** Sets a wire field only when it changes (a patch carries only changes). */
export function set<S, K extends keyof S>(target: S, key: K, value: S[K]): void {
  if (target[key] !== value) target[key] = value;
}

export function writeAll<V, S>(target: S, value: V, table: FieldTable<V, S>, ctx: WriteContext): void {
  for (const k of Object.keys(table) as (keyof V)[]) table[k].write(target, value[k], ctx);
}

export function readAll<V, S>(json: Json, table: FieldTable<V, S>, ctx: ReadContext): V {
  const out = {} as V;
  for (const k of Object.keys(table) as (keyof V)[]) out[k] = table[k].read(json, ctx);
  return out;
}

// ---- fields carried under the same name in the Schema
export function num<K extends string>(key: K): Field<{ [P in K]: number }, number> {
  return { write: (t, v) => set(t, key, v ?? 0), read: (j) => toNum(j[key]) };
}

/** A string field; the fallback's type names the values the view allows (the Schema holds a plain string). */
export function str<K extends string, T extends string = string>(key: K, fallback = '' as T): Field<{ [P in K]: string }, T> {
  return { write: (t, v) => set(t, key, v), read: (j) => toStr(j[key], fallback) as T };
}

export function bool<K extends string>(key: K): Field<{ [P in K]: boolean }, boolean> {
  return { write: (t, v) => set(t, key, v), read: (j) => j[key] === true };
}

/** A nested view object carried by a wire child object of the same name. */
export function child<V, S, K extends string>(key: K, table: FieldTable<V, S>): Field<{ [P in K]: NoInfer<S> }, V> {
  return { write: (t, v, ctx) => writeAll(t[key], v, table, ctx), read: (j, ctx) => readAll(obj(j[key]), table, ctx) };
}

/** Makes a wire list hold one object per value, reusing the objects already there. */
export function writeList<V, S>(
  target: WireList<S>,
  values: readonly V[],
  table: FieldTable<V, S>,
  make: (m: WireMakers) => S,
  ctx: WriteContext,
): void {
  while (target.length > values.length) target.pop();
  values.forEach((v, i) => {
    let s = target[i];
    if (!s) {
      s = make(ctx.make);
      target.push(s); // attached before its fields are written (hand cards join a StateView)
    }
    writeAll(s, v, table, ctx);
  });
}

/** A list of view objects carried by a wire list of wire objects of the same name. */
export function list<V, S, K extends string>(
  key: K,
  table: FieldTable<V, S>,
  make: (m: WireMakers) => S,
): Field<{ [P in K]: WireList<NoInfer<S>> }, V[]> {
  return {
    write: (t, v, ctx) => writeList(t[key], v, table, make, ctx),
    read: (j, ctx) => arr(j[key]).map((x) => readAll(obj(x), table, ctx)),
  };
}

/** Makes a wire list of primitives equal to `values`, touching only the entries that differ. */
export function writePrimitives<T extends string | number>(target: WireList<T>, values: readonly T[]): void {
  while (target.length > values.length) target.pop();
  for (let i = 0; i < values.length; i++) {
    if (i < target.length) {
      if (target[i] !== values[i]) target[i] = values[i]!;
    } else {
      target.push(values[i]!);
    }
  }
}

/** A list of strings or numbers; `toWire`/`fromWire` map a view value the Schema cannot hold (null). */
export function primitives<W extends string | number, V, K extends string>(
  key: K,
  readItem: (x: unknown) => W,
  toWire: (v: V) => W = (v) => v as unknown as W,
  fromWire: (w: W) => V = (w) => w as unknown as V,
): Field<{ [P in K]: WireList<W> }, V[]> {
  return {
    write: (t, v) => writePrimitives(t[key], v.map(toWire)),
    read: (j) => arr(j[key]).map((x) => fromWire(readItem(x))),
  };
}

/** A record keyed by a fixed list of names, carried by a wire map of the same name. */
export function keyed<N extends string, V, S, K extends string>(
  key: K,
  names: readonly N[],
  table: FieldTable<V, S>,
  make: (m: WireMakers) => S,
): Field<{ [P in K]: WireMap<NoInfer<S>> }, Record<N, V>> {
  return {
    write: (t, record, ctx) => {
      for (const name of names) {
        const v = record[name];
        if (!v) continue;
        let s = t[key].get(name);
        if (!s) {
          s = make(ctx.make);
          t[key].set(name, s);
        }
        writeAll(s, v, table, ctx);
      }
    },
    read: (j, ctx) => {
      const m = obj(j[key]);
      const out = {} as Record<N, V>;
      for (const name of names) out[name] = readAll(obj(m[name]), table, ctx);
      return out;
    },
  };
}
