// The OpenAPI document's view of a route: zod schemas turned into JSON Schema, and
// request bodies documented with the encodings the API really takes. The spec sends
// form bodies (section 7: "Bodies form-encoded"); JSON with the same names is accepted too.
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const BODY_ENCODINGS = ['application/x-www-form-urlencoded', 'application/json'] as const;

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> | undefined;
  // A route that names its own encodings (a multipart upload) keeps them.
  if (schema?.body && !schema.consumes) schema.consumes = [...BODY_ENCODINGS];
  return out;
}
