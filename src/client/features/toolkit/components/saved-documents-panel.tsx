/**
 * "Saved to your account" panel shared by the canvas and the deck (beyond the spec): a signed-in user
 * names and saves the document, then lists, opens, renames and deletes saved ones, which follow them to any
 * device. Visitors get a sign-in prompt. Saving updates the open document or creates a new one.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
import { englishOf } from '~/shared/messages';
import { toolkitMessages } from '~/shared/toolkit';
import { paths } from '~/shared/paths';
import { documentNameSchema } from '~/shared/toolkit-schemas';
import { type SavedDocument } from '~/shared/toolkit';
import { useDeleteDocument } from '../api/delete-document';
import { type DocumentData, useDocuments } from '../api/get-documents';
import type { DocumentKind } from '../api/keys';
import { useSaveDocument } from '../api/save-document';
import { Message, useDateFormats, useText } from '~/client/lib/i18n';

const canvasWords = {
  signedOut: msg`Sign in to save canvases to your account and open them on any device. Without an account, your work stays in this browser.`,
  signInToSave: msg`Sign in to save canvases`,
  couldNotSave: msg`Could not save the canvas`,
  couldNotDelete: msg`Could not delete the canvas`,
  yourSaved: msg`Your saved canvases`,
  nameThis: msg`Name this canvas and save it to your account to open it on any device.`,
  nameLabel: msg`Canvas name`,
  placeholder: msg`e.g. Campus food delivery`,
  loading: msg`Loading your canvases…`,
  loadFailed: msg`Could not load your canvases. Please try again later.`,
  none: msg`No saved canvases yet.`,
  list: msg`Saved canvases`,
  rename: msg`Rename canvas`,
  deleteWarning: msg`This removes the canvas from your account on every device. Copies you exported stay on your computer.`,
};

const deckWords: typeof canvasWords = {
  signedOut: msg`Sign in to save decks to your account and open them on any device. Without an account, your work stays in this browser.`,
  signInToSave: msg`Sign in to save decks`,
  couldNotSave: msg`Could not save the deck`,
  couldNotDelete: msg`Could not delete the deck`,
  yourSaved: msg`Your saved decks`,
  nameThis: msg`Name this deck and save it to your account to open it on any device.`,
  nameLabel: msg`Deck name`,
  placeholder: msg`e.g. Seed round 2026`,
  loading: msg`Loading your decks…`,
  loadFailed: msg`Could not load your decks. Please try again later.`,
  none: msg`No saved decks yet.`,
  list: msg`Saved decks`,
  rename: msg`Rename deck`,
  deleteWarning: msg`This removes the deck from your account on every device. Copies you exported stay on your computer.`,
};

/** The panel's sentences for each kind: whole sentences, so that a language can word each its own way. */
const WORDS: Record<DocumentKind, typeof canvasWords> = { canvases: canvasWords, decks: deckWords };

export interface OpenDocument {
  id: string;
  name: string;
}

interface Props<K extends DocumentKind> {
  kind: K;
  /** The document as it is on screen now. */
  data: DocumentData<K>;
  /** The saved document on screen, if one was opened or saved. */
  current: OpenDocument | null;
  onCurrentChange: (current: OpenDocument | null) => void;
  /** Puts a saved document on screen. */
  onOpen: (doc: SavedDocument<DocumentData<K>>) => void;
  /** A short progress note for a saved document ('7 of 9 boxes filled'), translated where it is shown. */
  describe: (data: DocumentData<K>) => MessageDescriptor;
}

export function SavedDocumentsPanel<K extends DocumentKind>({ kind, data, current, onCurrentChange, onOpen, describe }: Props<K>) {
  const { formatDateTime } = useDateFormats();
  const { t } = useLingui();
  const show = useText();
  const words = WORDS[kind];
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
          <Message text={words.signedOut} />
        </p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={paths.signIn}><Message text={words.signInToSave} /></Link>
        </Button>
      </section>
    );
  }

  async function saveAs(asNew: boolean) {
    const parsed = documentNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? englishOf(toolkitMessages.giveItAName));
      return;
    }
    setNameError(null);
    try {
      const { item } = await save.mutateAsync({ id: asNew ? undefined : current?.id, name: parsed.data, data });
      onCurrentChange({ id: item.id, name: item.name });
      setName(item.name);
      const saved = item.name;
      toast({ title: t`Saved to your account`, description: t`'${saved}' is saved. Open it from any device.` });
    } catch (err) {
      toast({ title: words.couldNotSave, description: err instanceof Error ? err.message : t`Please try again.`, variant: 'destructive' });
    }
  }

  async function confirmRename() {
    if (!renaming) return;
    const parsed = documentNameSchema.safeParse(renameValue);
    if (!parsed.success) {
      setRenameError(parsed.error.issues[0]?.message ?? englishOf(toolkitMessages.giveItAName));
      return;
    }
    try {
      const { item } = await save.mutateAsync({ id: renaming.id, name: parsed.data, data: renaming.data });
      if (current?.id === item.id) {
        onCurrentChange({ id: item.id, name: item.name });
        setName(item.name);
      }
      setRenaming(null);
      const renamed = item.name;
      toast({ title: t`Renamed`, description: t`It is now called '${renamed}'.` });
    } catch (err) {
      setRenameError(err instanceof Error ? err.message : t`Could not rename it. Please try again.`);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    const doc = deleting;
    setDeleting(null);
    try {
      await remove.mutateAsync(doc.id);
      if (current?.id === doc.id) onCurrentChange(null);
      const deleted = doc.name;
      toast({ title: t`Deleted`, description: t`'${deleted}' was deleted from your account.` });
    } catch (err) {
      toast({ title: words.couldNotDelete, description: err instanceof Error ? err.message : t`Please try again.`, variant: 'destructive' });
    }
  }

  const items = docs.data?.items ?? [];
  const deletingName = deleting?.name ?? '';

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Cloud className="h-5 w-5 text-blue-700" aria-hidden />
        <Message text={words.yourSaved} />
      </h2>
      <p className="mt-1 text-sm text-slate-700 wrap-anywhere">
        {current ? (
          <Trans>
            Editing <strong>{current.name}</strong>. Save changes to update it, or save a copy under a new name.
          </Trans>
        ) : (
          <Message text={words.nameThis} />
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
          <Label htmlFor={nameId}><Message text={words.nameLabel} /></Label>
          <Input
            id={nameId}
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            placeholder={show(words.placeholder)}
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
            <Message text={words.loading} />
          </p>
        ) : docs.isError ? (
          <p role="alert" className="text-sm text-red-700">
            <Message text={words.loadFailed} />
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-700"><Message text={words.none} /></p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={show(words.list)}>
            {items.map((doc) => {
              const docName = doc.name;
              return (
              <li key={doc.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                {/* A name is the person's own text: it wraps anywhere rather than widening the page on a phone. */}
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 wrap-anywhere">
                    {doc.name}
                    {current?.id === doc.id ? <span className="ml-2 text-xs font-normal text-blue-700"><Trans>(open)</Trans></span> : null}
                  </p>
                  <p className="text-xs text-slate-700">
                    <Trans>{show(describe(doc.data))} · Updated {formatDateTime(doc.updated_at)}</Trans>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t`Open ${docName}`}
                    onClick={() => {
                      onOpen(doc);
                      onCurrentChange({ id: doc.id, name: doc.name });
                      setName(doc.name);
                      toast({ title: t`Opened`, description: t`'${docName}' is on screen.` });
                    }}
                  >
                    <FolderOpen aria-hidden /> <Trans>Open</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t`Rename ${docName}`}
                    onClick={() => {
                      setRenaming(doc);
                      setRenameValue(doc.name);
                      setRenameError(null);
                    }}
                  >
                    <Pencil aria-hidden /> <Trans>Rename</Trans>
                  </Button>
                  <Button size="sm" variant="outline" aria-label={t`Delete ${docName}`} onClick={() => setDeleting(doc)}>
                    <Trash2 aria-hidden /> <Trans>Delete</Trans>
                  </Button>
                </div>
              </li>
              );
            })}
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
              <DialogTitle><Message text={words.rename} /></DialogTitle>
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
        title={t`Delete ‘${deletingName}’?`}
        description={show(words.deleteWarning)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
