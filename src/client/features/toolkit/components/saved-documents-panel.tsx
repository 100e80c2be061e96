/**
 * "Saved to your account" panel shared by the canvas and the deck (beyond the spec): a signed-in user
 * names and saves the document, then lists, opens, renames and deletes saved ones, which follow them to any
 * device. Visitors get a sign-in prompt. Saving updates the open document or creates a new one.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Cloud, FolderOpen, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '~/client/components/confirm-dialog';
import { Button } from '~/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/client/components/ui/dialog';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { toast } from '~/client/components/ui/use-toast';
import { useSession } from '~/client/lib/session';
import { paths } from '~/shared/paths';
import { documentNameSchema } from '~/shared/toolkit-schemas';
import { type SavedDocument } from '~/shared/toolkit';
import { useDeleteDocument } from '../api/delete-document';
import { type DocumentData, useDocuments } from '../api/get-documents';
import type { DocumentKind } from '../api/keys';
import { useSaveDocument } from '../api/save-document';
import { useDateFormats } from '~/client/lib/i18n';

export interface OpenDocument {
  id: string;
  name: string;
}

interface Props<K extends DocumentKind> {
  kind: K;
  /** 'canvas' or 'deck', for the panel's texts. */
  noun: string;
  /** The document as it is on screen now. */
  data: DocumentData<K>;
  /** The saved document on screen, if one was opened or saved. */
  current: OpenDocument | null;
  onCurrentChange: (current: OpenDocument | null) => void;
  /** Puts a saved document on screen. */
  onOpen: (doc: SavedDocument<DocumentData<K>>) => void;
  /** A short progress note for a saved document ('7 of 9 boxes filled'). */
  describe: (data: DocumentData<K>) => string;
}

export function SavedDocumentsPanel<K extends DocumentKind>({ kind, noun, data, current, onCurrentChange, onOpen, describe }: Props<K>) {
  const { formatDateTime } = useDateFormats();
  const { t } = useLingui();
  const uid = useId();
  const session = useSession();
  const signedIn = !!session.data?.user;
  const docs = useDocuments(kind, signedIn);
  const save = useSaveDocument(kind);
  const remove = useDeleteDocument(kind);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<SavedDocument<DocumentData<K>> | null>(null);
  const [renameValue, setRenameValue] = useState('');
  const [renameError, setRenameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedDocument<DocumentData<K>> | null>(null);
  const headingId = `${uid}-heading`;
  const nameId = `${uid}-name`;
  const plural = kind === 'canvases' ? 'canvases' : 'decks';

  if (session.isPending) {
    return (
      <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          <Trans>Save to your account</Trans>
        </h2>
        <p className="mt-2 text-sm text-slate-700"><Trans>Checking whether you are signed in…</Trans></p>
      </section>
    );
  }

  if (!signedIn) {
    return (
      <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          <Trans>Save to your account</Trans>
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          <Trans>Sign in to save {plural} to your account and open them on any device. Without an account, your work stays in this browser.</Trans>
        </p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={paths.signIn}><Trans>Sign in to save {plural}</Trans></Link>
        </Button>
      </section>
    );
  }

  async function saveAs(asNew: boolean) {
    const parsed = documentNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Give it a name');
      return;
    }
    setNameError(null);
    try {
      const { item } = await save.mutateAsync({ id: asNew ? undefined : current?.id, name: parsed.data, data });
      onCurrentChange({ id: item.id, name: item.name });
      setName(item.name);
      toast({ title: 'Saved to your account', description: `'${item.name}' is saved. Open it from any device.` });
    } catch (err) {
      toast({ title: `Could not save the ${noun}`, description: err instanceof Error ? err.message : 'Please try again.', variant: 'destructive' });
    }
  }

  async function confirmRename() {
    if (!renaming) return;
    const parsed = documentNameSchema.safeParse(renameValue);
    if (!parsed.success) {
      setRenameError(parsed.error.issues[0]?.message ?? 'Give it a name');
      return;
    }
    try {
      const { item } = await save.mutateAsync({ id: renaming.id, name: parsed.data, data: renaming.data });
      if (current?.id === item.id) {
        onCurrentChange({ id: item.id, name: item.name });
        setName(item.name);
      }
      setRenaming(null);
      toast({ title: 'Renamed', description: `It is now called '${item.name}'.` });
    } catch (err) {
      setRenameError(err instanceof Error ? err.message : 'Could not rename it. Please try again.');
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    const doc = deleting;
    setDeleting(null);
    try {
      await remove.mutateAsync(doc.id);
      if (current?.id === doc.id) onCurrentChange(null);
      toast({ title: 'Deleted', description: `'${doc.name}' was deleted from your account.` });
    } catch (err) {
      toast({ title: `Could not delete the ${noun}`, description: err instanceof Error ? err.message : 'Please try again.', variant: 'destructive' });
    }
  }

  const items = docs.data?.items ?? [];

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Cloud className="h-5 w-5 text-blue-700" aria-hidden />
        <Trans>Your saved {plural}</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700 wrap-anywhere">
        {current ? (
          <>
            Editing <strong>{current.name}</strong>. Save changes to update it, or save a copy under a new name.
          </>
        ) : (
          `Name this ${noun} and save it to your account to open it on any device.`
        )}
      </p>
      <form
        method="post"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void saveAs(!current);
        }}
      >
        <div className="grid flex-1 gap-2">
          <Label htmlFor={nameId}>{noun === 'canvas' ? t`Canvas name` : t`Deck name`}</Label>
          <Input
            id={nameId}
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            placeholder={noun === 'canvas' ? 'e.g. Campus food delivery' : 'e.g. Seed round 2026'}
          />
          {nameError ? (
            <p id={`${nameId}-error`} className="text-sm text-red-700">
              {nameError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {current ? t`Save changes` : t`Save to account`}
          </Button>
          {current ? (
            <Button type="button" variant="outline" disabled={save.isPending} onClick={() => void saveAs(true)}>
              <Trans>Save as new</Trans>
            </Button>
          ) : null}
        </div>
      </form>

      <div className="mt-6">
        {docs.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            <Trans>Loading your {plural}…</Trans>
          </p>
        ) : docs.isError ? (
          <p role="alert" className="text-sm text-red-700">
            <Trans>Could not load your {plural}. Please try again later.</Trans>
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-700"><Trans>No saved {plural} yet.</Trans></p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={`Saved ${plural}`}>
            {items.map((doc) => (
              <li key={doc.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                {/* A name is the person's own text: it wraps anywhere rather than widening the page on a phone. */}
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 wrap-anywhere">
                    {doc.name}
                    {current?.id === doc.id ? <span className="ml-2 text-xs font-normal text-blue-700"><Trans>(open)</Trans></span> : null}
                  </p>
                  <p className="text-xs text-slate-700">
                    <Trans>{describe(doc.data)} · Updated {formatDateTime(doc.updated_at)}</Trans>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Open ${doc.name}`}
                    onClick={() => {
                      onOpen(doc);
                      onCurrentChange({ id: doc.id, name: doc.name });
                      setName(doc.name);
                      toast({ title: 'Opened', description: `'${doc.name}' is on screen.` });
                    }}
                  >
                    <FolderOpen aria-hidden /> <Trans>Open</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Rename ${doc.name}`}
                    onClick={() => {
                      setRenaming(doc);
                      setRenameValue(doc.name);
                      setRenameError(null);
                    }}
                  >
                    <Pencil aria-hidden /> <Trans>Rename</Trans>
                  </Button>
                  <Button size="sm" variant="outline" aria-label={`Delete ${doc.name}`} onClick={() => setDeleting(doc)}>
                    <Trash2 aria-hidden /> <Trans>Delete</Trans>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <Dialog open={!!renaming} onOpenChange={(open) => !open && setRenaming(null)}>
        <DialogContent>
          <form
            method="post"
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void confirmRename();
            }}
          >
            <DialogHeader>
              <DialogTitle><Trans>Rename {noun}</Trans></DialogTitle>
              <DialogDescription><Trans>Choose a new name for &lsquo;{renaming?.name}&rsquo;.</Trans></DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={`${uid}-rename`}><Trans>New name</Trans></Label>
              <Input
                id={`${uid}-rename`}
                value={renameValue}
                maxLength={120}
                onChange={(e) => setRenameValue(e.target.value)}
                aria-invalid={renameError ? true : undefined}
                aria-describedby={renameError ? `${uid}-rename-error` : undefined}
              />
              {renameError ? (
                <p id={`${uid}-rename-error`} className="text-sm text-red-700">
                  {renameError}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setRenaming(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={save.isPending}>
                <Trans>Rename</Trans>
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ‘${deleting?.name ?? ''}’?`}
        description={`This removes the ${noun} from your account on every device. Copies you exported stay on your computer.`}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
