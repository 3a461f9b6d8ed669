// The readers web/lineup-store.js builds its schema from. Each type is
// {read(value, path, notes), fallback()}: read gives a valid value, or
// undefined and a note saying what `value` was instead; fallback gives the
// default. Nothing here throws or follows a prototype.
//
// The same file runs in the page (window.LineupStoreTypes) and under Node
// (require, from web/lineup-store.js).
(function (root) {
  'use strict';

  const plainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
  const own = (object, name) => Object.prototype.hasOwnProperty.call(object, name);
  const shown = (v) => {
    const text = typeof v === 'string' ? JSON.stringify(v) : Array.isArray(v) ? 'a list' : v === null ? 'null'
      : typeof v === 'object' ? 'an object' : String(v);
    return text.length > 40 ? `${text.slice(0, 37)}...` : text;
  };
  // True for an object; otherwise notes what `v` was instead.
  function isObject(v, path, notes) {
    if (plainObject(v)) return true;
    notes.push(`${path} was ${shown(v)}, not an object`);
    return false;
  }

  function count() {
    return {
      read(v, path, notes) {
        if (Number.isSafeInteger(v) && v >= 0) return v;
        notes.push(`${path} was ${shown(v)}, not a count`);
        return undefined;
      },
      fallback: () => 0,
    };
  }

  function text(pattern, what) {
    return {
      read(v, path, notes) {
        if (typeof v === 'string' && pattern.test(v)) return v;
        notes.push(`${path} was ${shown(v)}, not ${what}`);
        return undefined;
      },
      fallback: () => '',
    };
  }

  function oneOf(values) {
    return {
      read(v, path, notes) {
        if (values.includes(v)) return v;
        notes.push(`${path} was ${shown(v)}, not one of ${values.join(', ')}`);
        return undefined;
      },
      fallback: () => values[0],
    };
  }

  // An object with these fields: each read on its own, defaults for the rest.
  function object(fields) {
    return {
      read(v, path, notes) {
        if (!isObject(v, path, notes)) return undefined;
        const out = {};
        for (const [name, type] of Object.entries(fields)) {
          const where = `${path}.${name}`;
          let value;
          if (!own(v, name)) {
            if (type.optional) continue;  // (a field added later: older data has none)
            notes.push(`${where} was missing`);
          } else {
            value = type.read(v[name], where, notes);
          }
          if (value === undefined && type.optional) continue;
          out[name] = value === undefined ? type.fallback() : value;
        }
        for (const name of Object.keys(v)) {
          if (!own(fields, name)) notes.push(`${path} had an unknown field ${shown(name)}`);
        }
        return out;
      },
      fallback() {
        const out = {};
        for (const [name, type] of Object.entries(fields)) if (!type.optional) out[name] = type.fallback();
        return out;
      },
    };
  }

  // An object used as a map: keys matching `keyPattern` (`what` they are; and
  // no name an object already has, such as "constructor"), values of `type`;
  // anything else is dropped, entry by entry.
  function map(keyPattern, what, type, limit) {
    return {
      read(v, path, notes) {
        if (!isObject(v, path, notes)) return undefined;
        const out = {};
        for (const key of Object.keys(v)) {
          const where = `${path}[${shown(key)}]`;
          if (!keyPattern.test(key) || key in Object.prototype) { notes.push(`${where} is not ${what}`); continue; }
          if (Object.keys(out).length >= limit) { notes.push(`${where} is past the first ${limit} entries`); continue; }
          const value = type.read(v[key], where, notes);
          if (value !== undefined) out[key] = value;
        }
        return out;
      },
      fallback: () => ({}),
    };
  }

  function nullable(type) {
    return {
      read: (v, path, notes) => (v === null ? null : type.read(v, path, notes)),
      fallback: () => null,
    };
  }

  // A field that may be absent (added after data was first saved): absent or
  // unusable, the object has no such field, and its absence is no repair.
  function optional(type) {
    return { ...type, optional: true };
  }

  const api = { plainObject, own, shown, count, text, oneOf, object, map, nullable, optional };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.LineupStoreTypes = api;
})(typeof window !== 'undefined' ? window : globalThis);
