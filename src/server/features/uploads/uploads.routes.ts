/**
 * Uploaded images: `POST /api/admin/uploads` (admin; multipart field `file`) →
 * 201 `{ id, url }`; `GET /api/uploads/{id}` serves the image with its sniffed type, a year's cache, and a CSP that
 * forbids everything but displaying it. The routes only translate to the uploads service (`deps.services.uploads`),
 * whose admin check runs before the file's bytes are read.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../context';
import { createMiddleware } from 'hono/factory';
import { errorBody } from '../../errors';
import { type ActorVariables, requireActor } from '../../middleware/session';
import { createRouter, errors, json, signedIn } from '../../openapi';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from './uploads.service';
import { commonMessages } from '~/shared/messages';

const binary = { schema: z.string().openapi({ type: 'string', format: 'binary' }) };
const image = Object.fromEntries(IMAGE_TYPES.map((t) => [t, binary]));

/** `GET /uploads/{id}`, mounted at `/api` (public: the images appear on public pages). */
export function publicUploadRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/uploads/{id}',
      operationId: 'getUpload',
      summary: 'An uploaded image (PNG, JPEG or WebP), cached for a year',
      tags: ['Uploads'],
      request: { params: z.object({ id: z.uuid({ message: 'No such image.' }) }) },
      responses: { 200: { description: 'The image', content: image }, ...errors(400, 404) },
    }),
    async (c) => {
      const file = await deps.services.uploads.image(c.req.valid('param').id);
      return new Response(new Uint8Array(file.bytes), {
        headers: {
          'content-type': file.content_type,
          'cache-control': 'public, max-age=31536000, immutable',
          'content-security-policy': "default-src 'none'; sandbox; base-uri 'none'; frame-ancestors 'none'",
          'content-disposition': 'inline',
        },
      });
    },
  );
}

/** `POST /uploads`, mounted at `/api/admin`. */
export function adminUploadRoutes(deps: AppDeps) {
  const { uploads } = deps.services;
  // The service's own check, asked before the body is read: a non-admin's file is never read.
  const uploader = createMiddleware<{ Variables: ActorVariables }>(async (c, next) => {
    uploads.mayUpload({ actor: c.get('actor') });
    await next();
  });
  const file = z
    .custom<File>((v) => typeof File !== 'undefined' && v instanceof File, { message: 'Choose an image file to upload.' })
    .openapi({ type: 'string', format: 'binary', description: 'PNG, JPEG or WebP, at most 2 MB (checked by content)' });
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/uploads',
      operationId: 'uploadImage',
      summary: 'Upload an image for a talk or a speaker; answers its same-site address',
      tags: ['Admin'],
      security: signedIn,
      middleware: [
        requireActor(deps.auth),
        uploader,
        bodyLimit({ maxSize: MAX_IMAGE_BYTES + 64 * 1024, onError: (c) => c.json(errorBody('payload_too_large', commonMessages.imageTooLarge), 413) }),
      ],
      request: { body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file }) } } } },
      responses: { 201: json(z.object({ id: z.uuid(), url: z.string() }), 'Stored'), ...errors(400, 401, 403, 413, 415) },
    }),
    async (c) => {
      const upload = c.req.valid('form').file;
      return c.json(await uploads.upload({ actor: c.get('actor'), bytes: Buffer.from(await upload.arrayBuffer()) }), 201);
    },
  );
}
