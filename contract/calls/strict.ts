/**
 * A response schema made strict: every object refuses a key it does not name. The reference
 * backend checks its answers with it (`server/http/calls.ts`) and the conformance suite checks
 * any backend's (`scripts/conformance.ts`): a field the declaration does not name is a drift too
 * (the client would never see it typed, the document would not describe it).
 */
import { z } from 'zod';

const strictSchemas = new WeakMap<z.ZodType, z.ZodType>();

/** The schema with every object strict, made once per schema. */
export function strictly(schema: z.ZodType): z.ZodType {
  let strict = strictSchemas.get(schema);
  if (!strict) {
    strict = toStrict(schema);
    strictSchemas.set(schema, strict);
  }
  return strict;
}

function toStrict(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string } & Record<string, unknown>;
  switch (def.type) {
    case 'object': {
      const object = schema as z.ZodObject;
      const shape = Object.fromEntries(
        Object.entries(object.shape).map(([name, field]) => [name, toStrict(field as z.ZodType)]),
      );
      return object.extend(shape).strict();
    }
    case 'array':
      return toStrict((schema as z.ZodArray<z.ZodType>).unwrap()).array();
    case 'nullable':
      return toStrict((schema as z.ZodNullable<z.ZodType>).unwrap()).nullable();
    case 'optional':
      return toStrict((schema as z.ZodOptional<z.ZodType>).unwrap()).optional();
    case 'record': {
      const record = schema as z.ZodRecord<z.core.$ZodRecordKey, z.ZodType>;
      return z.record(record.keyType, toStrict(record.valueType));
    }
    case 'union': {
      const union = schema as z.ZodUnion<z.ZodType[]>;
      const options = union.options.map(toStrict);
      const discriminator = (def as { discriminator?: string }).discriminator;
      return discriminator
        ? z.discriminatedUnion(discriminator, options as [z.ZodObject, ...z.ZodObject[]])
        : z.union(options);
    }
    default:
      return schema;
  }
}
