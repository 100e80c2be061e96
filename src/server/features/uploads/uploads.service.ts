/**
 * Image uploads (talk and speaker images): PNG, JPEG or WebP, recognised by their content with `file-type`
 * (the name and the declared type are ignored) and checked whole (image-structure.ts: nothing after the image's
 * end), at most MAX_IMAGE_BYTES, stored in the database. `createUploadService(deps)` is the feature's one service
 * (built once, services.ts), called by the JSON API (uploads.routes.ts).
 */
import { fileTypeFromBuffer } from 'file-type';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors';
import { type Actor, anAdmin } from '../../auth/guards';
import { isWellFormedImage } from '../../image-structure';
import { commonMessages } from '~/shared/messages';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Stores an image; returns its URL path. 400 for an empty or non-image file, 413 when too large. */
export async function saveImage(db: Database, opts: { bytes: Buffer; uploadedBy: string }): Promise<{ id: string; url: string }> {
  if (opts.bytes.length === 0) throw new AppError('bad_request', commonMessages.fileEmpty);
  if (opts.bytes.length > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', commonMessages.imageTooLarge);
  const type = await fileTypeFromBuffer(opts.bytes);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime) || !isWellFormedImage(opts.bytes, type.mime)) {
    throw new AppError('bad_request', commonMessages.imageKinds);
  }
  const [row] = await db
    .insert(uploads)
    .values({ content_type: type.mime, bytes: opts.bytes, size: opts.bytes.length, uploaded_by: opts.uploadedBy })
    .returning({ id: uploads.id });
  return { id: row.id, url: `/api/uploads/${row.id}` };
}

export async function getUpload(db: Database, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) throw new AppError('not_found', commonMessages.noSuchFile);
  return row;
}

/**
 * Builds the uploads service: `image(id)` (anyone: the stored image, 404 for an unknown one); `mayUpload({ actor })`
 * (admins only: 401 for a visitor, 403 for anyone else), which the API asks before it reads a file's bytes, and
 * `upload({ actor, bytes })`, which asks it again → `{ id, url }`.
 */
export function createUploadService(deps: { db: Database }) {
  const { db } = deps;
  const mayUpload = ({ actor }: { actor: Actor }) => anAdmin(actor);
  return {
    image: (id: string) => getUpload(db, id),
    mayUpload,
    upload({ actor, bytes }: { actor: Actor; bytes: Buffer }): Promise<{ id: string; url: string }> {
      const admin = mayUpload({ actor });
      return saveImage(db, { bytes, uploadedBy: admin.id });
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
