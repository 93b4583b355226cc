import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_CODES } from '@troc/shared';

const JSON_ERROR = {
  oneOf: [{ $ref: '#/components/schemas/ErrorBody' }, { $ref: '#/components/schemas/ValidationErrorBody' }],
};

/**
 * The error contract in the OpenAPI document (docs/api.md explains each code): two body shapes,
 * both with a stable `code`, given as every operation's default answer.
 */
export function documentErrors(document: OpenAPIObject): OpenAPIObject {
  const code = {
    type: 'string',
    enum: [...ERROR_CODES],
    description: 'Stable code: branch on it, never on the message.',
  };
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ErrorBody: {
        type: 'object',
        required: ['statusCode', 'message', 'code'],
        properties: {
          statusCode: { type: 'integer', example: 409 },
          message: { type: 'string', description: 'French text for the user.' },
          code,
        },
      },
      ValidationErrorBody: {
        type: 'object',
        required: ['errors', 'code'],
        description: 'A refused form (422): French messages per field path, `_form` for the whole form.',
        properties: {
          errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          code,
        },
      },
    },
  };
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      operation.responses = {
        ...operation.responses,
        default: {
          description: 'Error: a 4xx or 5xx with a French message and a stable code (docs/api.md).',
          content: { 'application/json': { schema: JSON_ERROR } },
        },
      };
    }
  }
  return document;
}
