/**
 * `POST /api/admin/uploads` (admin; multipart field `file`) → `{ url }`; `GET /api/uploads/:id` serves the
 * image with its sniffed type, a year's cache, and a CSP that forbids everything but displaying it.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { AppError, errorBody } from '../../errors';
import { type AuthVariables, requireRole } from '../../middleware/auth-guards';
import { validate } from '../../validate';
import { MAX_IMAGE_BYTES, getUpload, saveImage } from './uploads.service';

export function publicUploadRoutes(deps: AppDeps) {
  return new Hono().get('/uploads/:id', validate('param', z.object({ id: z.uuid() })), async (c) => {
    const file = await getUpload(deps.db, c.req.valid('param').id);
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'content-type': file.content_type,
        'cache-control': 'public, max-age=31536000, immutable',
        'content-security-policy': "default-src 'none'; sandbox; base-uri 'none'; frame-ancestors 'none'",
        'content-disposition': 'inline',
      },
    });
  });
}

export function adminUploadRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AuthVariables }>().post(
    '/uploads',
    requireRole(deps.auth, 'admin'),
    bodyLimit({ maxSize: MAX_IMAGE_BYTES + 64 * 1024, onError: (c) => c.json(errorBody('payload_too_large', 'Images can be at most 2 MB.'), 413) }),
    async (c) => {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('file');
      if (!file || typeof file === 'string') throw new AppError('bad_request', 'Choose an image file to upload.');
      const saved = await saveImage(deps.db, { bytes: Buffer.from(await file.arrayBuffer()), uploadedBy: c.get('user').id });
      return c.json(saved, 201);
    },
  );
}
