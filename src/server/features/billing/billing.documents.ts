/**
 * GST tax invoices and credit notes (CGST Rules, rule 46): each gets the next number of its series in the financial
 * year of its date, in the same transaction that writes it. The counter row is raised with
 * `INSERT … ON CONFLICT DO UPDATE SET last = last + 1 RETURNING last`, which holds the row's lock until the
 * transaction ends: concurrent documents queue on it, and a transaction that rolls back gives its number back, so
 * numbers are consecutive with no gaps and none is used twice.
 */
import { sql } from 'drizzle-orm';
import { documentNumber, financialYear, splitTax } from '~/shared/billing';
import type { Database } from '../../db';
import { taxDocuments } from '../../db/schema';

/** Invoices are numbered CP/yy-yy/nnnnnn, credit notes CN/yy-yy/nnnnnn. */
export const INVOICE_SERIES = 'CP';
export const CREDIT_NOTE_SERIES = 'CN';

/** The supplier as invoices print it (from the settings). */
export interface Supplier {
  name: string;
  address: string;
  gstin: string;
  /** GST state code: the GSTIN's first two digits. */
  state: string;
  sac: string;
}

export interface DocumentInput {
  kind: 'invoice' | 'credit_note';
  issuedAt: Date;
  userId: string | null;
  paymentId: string | null;
  refundId?: string | null;
  invoiceId?: string | null;
  buyer: { name: string; email: string; state: string; gstin: string | null };
  description: string;
  /** What was charged (or refunded), paise, GST included. */
  totalPaise: number;
  /** The undiscounted price, paise, GST included. */
  listPricePaise: number;
}

/** The next number of `series` in the financial year of `at`, inside `tx` (see the module comment). */
export async function nextDocumentNumber(tx: Database, series: string, at: Date): Promise<{ number: string; financialYear: string; sequence: number }> {
  const fy = financialYear(at);
  const result = await tx.execute<{ last: number }>(
    sql`insert into document_counters (series, financial_year, last) values (${series}, ${fy}, 1)
        on conflict (series, financial_year) do update set last = document_counters.last + 1
        returning last`,
  );
  const sequence = Number((result as unknown as { rows: Array<{ last: number }> }).rows[0]!.last);
  return { number: documentNumber(series, fy, sequence), financialYear: fy, sequence };
}

/** Writes one tax document inside `tx` with its number; returns its id and number. */
export async function issueDocument(tx: Database, supplier: Supplier, input: DocumentInput): Promise<{ id: string; number: string }> {
  const series = input.kind === 'invoice' ? INVOICE_SERIES : CREDIT_NOTE_SERIES;
  const numbered = await nextDocumentNumber(tx, series, input.issuedAt);
  const tax = splitTax(input.totalPaise, supplier.state, input.buyer.state);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: input.kind,
      number: numbered.number,
      series,
      financial_year: numbered.financialYear,
      sequence: numbered.sequence,
      issued_at: input.issuedAt,
      user_id: input.userId,
      payment_id: input.paymentId,
      refund_id: input.refundId ?? null,
      invoice_id: input.invoiceId ?? null,
      buyer_name: input.buyer.name,
      buyer_email: input.buyer.email,
      buyer_state: input.buyer.state,
      buyer_gstin: input.buyer.gstin,
      description: input.description,
      sac: supplier.sac,
      list_price_paise: input.listPricePaise,
      taxable_paise: tax.taxablePaise,
      cgst_paise: tax.cgstPaise,
      sgst_paise: tax.sgstPaise,
      igst_paise: tax.igstPaise,
      total_paise: tax.totalPaise,
      supplier,
    })
    .returning({ id: taxDocuments.id, number: taxDocuments.number });
  return row!;
}
