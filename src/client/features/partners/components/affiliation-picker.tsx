/**
 * The affiliation picker. Step 1: choose an institution among the approved partner
 * institutions (`GET /api/institutions`), the four named ones and Other (Other asks for the name), or enter an
 * institution code (a partner institution is joined with its code only); Continue is enabled only once a
 * choice is made. Step 2: "You're affiliating as <choice>"
 * with 'Change institution' back to step 1. A signed-in user's choice is saved to their profile on Continue
 * (`PUT /api/me/affiliation`; an unknown code is refused there); a visitor is asked to sign in to save it, and
 * the choice is kept for this browser tab so it is preselected after signing in.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, Building2, CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { FormError, TextField } from '~/client/components/ui/form-fields';
import { ApiError } from '~/client/lib/api';
import { useText } from '~/client/lib/i18n';
import { useSession } from '~/client/lib/session';
import { NAMED_INSTITUTIONS, affiliationSchema, partnerMessages } from '~/shared/forms';
import { paths } from '~/shared/paths';
import { useInstitutions } from '../api/get-institutions';
import { useMyAffiliation } from '../api/get-my-affiliation';
import { type AffiliationChoice, useSaveAffiliation } from '../api/save-affiliation';

const OTHER = 'other';
const PENDING_KEY = 'changepath.pendingAffiliation';

interface Option {
  value: string;
  label: string;
  approved: boolean;
}

interface Pending {
  option: string;
  otherName: string;
  code: string;
}

function readPending(): Pending | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as Pending) : null;
  } catch {
    return null;
  }
}

function writePending(p: Pending | null) {
  try {
    if (p) window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(p));
    else window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage may be unavailable (private mode); the choice simply is not remembered.
  }
}

export function AffiliationPicker() {
  const { t } = useLingui();
  const { data: session } = useSession();
  const signedIn = !!session?.user;
  const institutions = useInstitutions();
  const current = useMyAffiliation(signedIn);
  const save = useSaveAffiliation();
  const [step, setStep] = useState<1 | 2>(1);
  const [option, setOption] = useState('');
  const [otherName, setOtherName] = useState('');
  const [code, setCode] = useState('');
  const show = useText();
  const [codeError, setCodeError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const step2Ref = useRef<HTMLHeadingElement>(null);
  const step1Ref = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const uid = useId();

  // A choice made before signing in (same tab) is preselected.
  useEffect(() => {
    const p = readPending();
    if (!p) return;
    setOption(p.option);
    setOtherName(p.otherName);
    setCode(p.code);
  }, []);

  useEffect(() => {
    if (!moved.current) return;
    (step === 2 ? step2Ref : step1Ref).current?.focus();
  }, [step]);

  const options = useMemo<Option[]>(() => {
    const approved = (institutions.data ?? []).map((i) => ({ value: `inst:${i.id}`, label: i.name, approved: true }));
    const taken = new Set(approved.map((o) => o.label.toLowerCase()));
    const named = NAMED_INSTITUTIONS.filter((n) => !taken.has(n.toLowerCase())).map((n) => ({ value: `named:${n}`, label: n, approved: false }));
    return [...approved, ...named, { value: OTHER, label: t`Other`, approved: false }];
  }, [institutions.data, t]);

  const chosenOption = options.find((o) => o.value === option);
  const usingCode = code.trim() !== '';
  const canContinue = usingCode || (option === OTHER ? otherName.trim() !== '' : !!chosenOption);
  const choiceLabel = usingCode ? t`the institution with code ${code.trim()}` : option === OTHER ? otherName.trim() : (chosenOption?.label ?? '');

  function choice(): AffiliationChoice | null {
    if (usingCode) {
      const parsed = affiliationSchema.safeParse({ institutionCode: code.trim().toUpperCase() });
      if (!parsed.success) return null;
      return { institutionCode: code.trim().toUpperCase() };
    }
    return { institutionName: choiceLabel };
  }

  async function onContinue(e: FormEvent) {
    e.preventDefault();
    if (!canContinue) return;
    setCodeError(null);
    setSaveError(null);
    setSavedName(null);
    const c = choice();
    if (!c || (!usingCode && chosenOption?.approved)) {
      // A partner institution is joined with its code (the server refuses it by name).
      setCodeError(show(c && chosenOption ? partnerMessages.codeNeeded(chosenOption.label) : partnerMessages.institutionCode));
      document.getElementById(`${uid}-code`)?.focus();
      return;
    }
    if (signedIn) {
      try {
        const { affiliation } = await save.mutateAsync(c);
        setSavedName(affiliation.institution_name);
        writePending(null);
      } catch (err) {
        const message =
          err instanceof ApiError && err.status === 404 && usingCode
            ? err.message || t`No partner institution has that code. Check it with your institution.`
            : err instanceof ApiError
              ? err.message
              : t`Your affiliation could not be saved. Please try again.`;
        if (usingCode) {
          setCodeError(message);
          document.getElementById(`${uid}-code`)?.focus();
        } else setSaveError(message);
        return;
      }
    } else {
      writePending({ option, otherName, code });
    }
    moved.current = true;
    setStep(2);
  }

  function changeInstitution() {
    moved.current = true;
    setSavedName(null);
    setStep(1);
  }

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
          <Building2 className="h-5 w-5" aria-hidden />
        </span>
        <div>
          <h2 id="affiliation-heading" className="text-2xl font-semibold text-slate-900">
            <Trans>Join your institution</Trans>
          </h2>
          <p className="mt-1 text-slate-700"><Trans>Students and faculty: tell us which institution you belong to, so your partner institution can support you.</Trans></p>
        </div>
      </div>
      {signedIn && current.data ? (
        <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <Trans>Your current affiliation: <strong>{current.data.institution_name}</strong></Trans>
        </p>
      ) : null}

      {step === 1 ? (
        <form method="post" onSubmit={onContinue} className="mt-6 grid gap-5" aria-labelledby={`${uid}-step1`}>
          <h3 id={`${uid}-step1`} ref={step1Ref} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
            <Trans>Step 1 of 2: Choose your institution</Trans>
          </h3>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-900"><Trans>Institution</Trans></legend>
            {institutions.isPending ? (
              <p role="status" className="text-sm text-slate-700">
                <Trans>Loading partner institutions...</Trans>
              </p>
            ) : null}
            <div className="grid gap-2 sm:grid-cols-2">
              {options.map((o) => (
                <label
                  key={o.value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 text-sm hover:border-blue-700 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
                >
                  <input
                    type="radio"
                    name={`${uid}-institution`}
                    value={o.value}
                    checked={!usingCode && option === o.value}
                    onChange={() => {
                      setOption(o.value);
                      setCode('');
                      setCodeError(null);
                    }}
                    className="h-4 w-4 accent-blue-700"
                  />
                  <span className="font-medium text-slate-900">{o.label}</span>
                  {o.approved ? <span className="ml-auto text-xs font-medium text-green-800"><Trans>Partner</Trans></span> : null}
                </label>
              ))}
            </div>
            {option === OTHER && !usingCode ? (
              <TextField
                id={`${uid}-other`}
                label={t`Your institution's name`}
                required
                className="mt-2"
                value={otherName}
                onChange={(e) => setOtherName(e.target.value)}
                maxLength={200}
              />
            ) : null}
          </fieldset>
          <p className="text-sm font-medium text-slate-700"><Trans>Or join with a code</Trans></p>
          <TextField
            id={`${uid}-code`}
            label={t`Institution code`}
            hint={t`Your institution's partner admin can give you this code, for example CP-IITM-4K2Q.`}
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase());
              setCodeError(null);
            }}
            error={codeError ?? undefined}
            maxLength={20}
            className="max-w-sm"
          />
          <FormError message={saveError} />
          <div>
            <Button type="submit" disabled={!canContinue || save.isPending}>
              {save.isPending ? t`Saving...` : t`Continue`}
              <ArrowRight aria-hidden />
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-6 grid gap-4">
          <h3 ref={step2Ref} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
            <Trans>Step 2 of 2: Confirm</Trans>
          </h3>
          <p className="text-lg text-slate-900">
            <Trans>You&apos;re affiliating as</Trans> <strong>{savedName ?? choiceLabel}</strong>
          </p>
          <div role="status">
            {signedIn && savedName ? (
              <p className="flex items-center gap-2 text-sm font-medium text-green-800">
                <CheckCircle2 className="h-4 w-4" aria-hidden />
                <Trans>Saved to your profile.</Trans>
              </p>
            ) : null}
          </div>
          {!signedIn ? (
            <p className="text-sm text-slate-700">
              <Trans><Link to={`${paths.signIn}?redirect=${encodeURIComponent(paths.partner)}`} className="font-medium text-blue-700 underline underline-offset-4">
                Sign in
              </Link>{' '}
              or{' '}
              <Link to={paths.signUp} className="font-medium text-blue-700 underline underline-offset-4">
                create an account
              </Link>{' '}
              to save your affiliation to your profile. We keep your choice for you on this page.</Trans>
            </p>
          ) : null}
          <div>
            <Button type="button" variant="outline" onClick={changeInstitution}>
              <ArrowLeft aria-hidden />
              <Trans>Change institution</Trans>
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
