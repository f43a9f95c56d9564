/**
 * zod's classic schemas carry `.toJSONSchema()` and a Standard Schema JSON Schema getter, so every
 * page would ship zod's JSON Schema generator (about 5 KB gzipped) though the site never builds a
 * JSON Schema. In builds, zod's imports of that generator resolve here; should anything ask for
 * a JSON Schema, it fails with this message instead of answering wrongly.
 */
function unavailable(): never {
  throw new Error("zod's JSON Schema conversion is not in this build (web/build/zod-json-schema-unused.ts)");
}

// to-json-schema.js: called when a schema is asked for its JSON Schema.
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;
// json-schema-processors.js: z.toJSONSchema(); the per-type processors run only from the above.
export const toJSONSchema = unavailable;
