/**
 * Test support for the learning and mentorship suites (issue 7): the spec's course figures (§9), mentors made
 * through the admin API or inserted as rows, an independent oracle for a mentor's free slots (built on
 * `Intl.DateTimeFormat`, not on the server's `@date-fns/tz` code), slot pickers, plan changes and PDF text.
 */
import { eq, inArray } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { expect } from "vitest";
import { mentorAvailability, mentors, users } from "~/server/db/schema";
import { type TestRuntime, requestJson, uniqueEmail } from "./test-app";

/** Spec §9 "Courses (static)", in catalogue order. */
export const SPEC_COURSES = [
  {
    title: "Market Research Fundamentals",
    level: "Beginner",
    duration: "2 hours",
    students: 1200,
    rating: 4.8,
  },
  {
    title: "Financial Planning for Startups",
    level: "Intermediate",
    duration: "3 hours",
    students: 850,
    rating: 4.9,
  },
  {
    title: "Digital Marketing for Entrepreneurs",
    level: "Beginner",
    duration: "2.5 hours",
    students: 2100,
    rating: 4.7,
  },
  {
    title: "Legal Essentials for Startups",
    level: "Intermediate",
    duration: "1.5 hours",
    students: 650,
    rating: 4.6,
  },
  {
    title: "Product Development & MVP",
    level: "Intermediate",
    duration: "4 hours",
    students: 950,
    rating: 4.8,
  },
  {
    title: "Scaling Your Startup",
    level: "Advanced",
    duration: "3.5 hours",
    students: 400,
    rating: 4.9,
  },
] as const;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A weekly window as the admin API takes it: weekday 0 = Sunday, HH:MM in the mentor's zone, end exclusive. */
export interface Window {
  weekday: number;
  start: string;
  end: string;
}

/** Every day of the week, all day: 48 slots a day, so any month within the booking window has plenty. */
export const ALL_WEEK: Window[] = Array.from({ length: 7 }, (_, weekday) => ({
  weekday,
  start: "00:00",
  end: "24:00",
}));

/** A complete admin mentor form (mentorInputSchema) with a unique name and e-mail. */
export function mentorForm(
  overrides: Partial<{
    name: string;
    title: string;
    company: string;
    industry: string;
    location: string;
    expertise: string[];
    bio: string;
    email: string;
    time_zone: string;
    is_featured: boolean;
    availability: Window[];
  }> = {},
) {
  const tag = randomBytes(3).toString("hex");
  return {
    name: `Mentor ${tag}`,
    title: "Founder",
    company: "Test Co",
    industry: "Technology",
    location: "Pune",
    expertise: ["Fundraising"],
    bio: "Helps founders.",
    email: uniqueEmail(`mentor-${tag}`),
    time_zone: "Asia/Kolkata",
    is_featured: false,
    availability: ALL_WEEK,
    ...overrides,
  };
}

export interface CreatedMentor {
  id: string;
  slug: string;
  name: string;
  email: string;
  time_zone: string;
  availability: Window[];
}

/** Creates a mentor through `POST /api/admin/mentors` (expects 201) and reads its slug back from the admin list. */
export async function createMentor(
  rt: TestRuntime,
  adminCookie: string,
  overrides: Parameters<typeof mentorForm>[0] = {},
): Promise<CreatedMentor> {
  const form = mentorForm(overrides);
  const res = await requestJson(rt, "/api/admin/mentors", {
    cookie: adminCookie,
    json: form,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const list = await requestJson(rt, "/api/admin/mentors", {
    cookie: adminCookie,
  });
  expect(list.status).toBe(200);
  const row = list.body.mentors.find(
    (m: { id: string }) => m.id === res.body.id,
  );
  expect(row, "the new mentor is in the admin list").toBeTruthy();
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    email: row.email,
    time_zone: row.time_zone,
    availability: row.availability,
  };
}

/** Inserts a mentor row and its weekly windows directly (for suites without an admin). */
export async function insertMentor(
  rt: TestRuntime,
  opts: { availability?: Window[]; time_zone?: string; sessions?: number } = {},
): Promise<CreatedMentor> {
  const tag = randomBytes(4).toString("hex");
  const availability = opts.availability ?? ALL_WEEK;
  const time_zone = opts.time_zone ?? "Asia/Kolkata";
  const [row] = await rt.database.db
    .insert(mentors)
    .values({
      slug: `direct-mentor-${tag}`,
      name: `Direct Mentor ${tag}`,
      title: "Advisor",
      industry: "Finance",
      email: uniqueEmail(`direct-${tag}`),
      time_zone,
      sessions: opts.sessions ?? 0,
    })
    .returning();
  const toMinutes = (hhmm: string) =>
    Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  if (availability.length) {
    await rt.database.db
      .insert(mentorAvailability)
      .values(
        availability.map((w) => ({
          mentor_id: row.id,
          weekday: w.weekday,
          start_minute: toMinutes(w.start),
          end_minute: toMinutes(w.end),
        })),
      );
  }
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    email: row.email,
    time_zone,
    availability,
  };
}

/** Sets users' plans directly in the database (bulk set-up; the API route is tested in mentors.test.ts). */
export async function setPlansDirectly(
  rt: TestRuntime,
  userIds: string[],
  plan: "free" | "premium" | "business",
) {
  await rt.database.db
    .update(users)
    .set({ plan })
    .where(inArray(users.id, userIds));
}

/** Sets a user's plan through `PUT /api/admin/users/:id/plan` and expects 200. */
export async function setPlan(
  rt: TestRuntime,
  adminCookie: string,
  userId: string,
  plan: "free" | "premium" | "business",
) {
  const res = await requestJson(
    rt,
    `/api/admin/users/${encodeURIComponent(userId)}/plan`,
    { method: "PUT", cookie: adminCookie, json: { plan } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ plan });
}

/** Renames a user in the database (certificates print the name at issue time). */
export async function renameUser(
  rt: TestRuntime,
  userId: string,
  name: string,
) {
  await rt.database.db.update(users).set({ name }).where(eq(users.id, userId));
}

// --- Time-zone oracle ---------------------------------------------------------------------------------------

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Weekday (0 = Sunday), minutes after local midnight and `YYYY-MM` of an instant in `timeZone`, via Intl. */
export function localParts(
  at: Date | string | number,
  timeZone: string,
): { weekday: number; minutes: number; month: string; date: string } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(
    f.formatToParts(new Date(at)).map((p) => [p.type, p.value]),
  );
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    month: `${parts.year}-${parts.month}`,
    date: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

const minutesOf = (hhmm: string) =>
  hhmm === "24:00"
    ? 1440
    : Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** True when a 30-minute session starting at `at` lies inside one of the weekly windows (in `timeZone`). */
export function insideWindows(
  at: Date | string,
  windows: Window[],
  timeZone: string,
): boolean {
  const p = localParts(at, timeZone);
  return windows.some(
    (w) =>
      w.weekday === p.weekday &&
      p.minutes >= minutesOf(w.start) &&
      p.minutes + 30 <= minutesOf(w.end),
  );
}

/**
 * The slots the spec's rule gives, computed independently: every half-hour instant in [from, to] whose local
 * time starts a 30-minute session inside a weekly window. (Valid for zones whose offset is a whole half hour,
 * which every zone used in these suites is.)
 */
export function expectedSlots(
  windows: Window[],
  timeZone: string,
  from: Date,
  to: Date,
): string[] {
  const step = 30 * MINUTE;
  const out: string[] = [];
  for (
    let t = Math.ceil(from.getTime() / step) * step;
    t <= to.getTime();
    t += step
  ) {
    if (insideWindows(new Date(t), windows, timeZone))
      out.push(new Date(t).toISOString());
  }
  return out;
}

export interface SlotBody {
  starts_at: string;
  ends_at: string;
}

/** `GET /api/mentors/:slug/slots`, expecting 200; returns the slots' start instants (ISO strings). */
export async function slotStarts(
  rt: TestRuntime,
  slug: string,
): Promise<string[]> {
  const res = await requestJson(rt, `/api/mentors/${slug}/slots`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.slots as SlotBody[]).map((s) => s.starts_at);
}

/**
 * `n` free slots that all start in the same calendar month of `timeZone` (the platform's; allowances count
 * per month) and at least `minAheadMs` from now. Fails the test if the mentor has too few.
 */
export function slotsInOneMonth(
  starts: string[],
  n: number,
  timeZone: string,
  minAheadMs = 13 * HOUR,
): string[] {
  const byMonth = new Map<string, string[]>();
  const earliest = Date.now() + minAheadMs;
  for (const s of starts) {
    if (new Date(s).getTime() < earliest) continue;
    const m = localParts(s, timeZone).month;
    byMonth.set(m, [...(byMonth.get(m) ?? []), s]);
  }
  const best =
    [...byMonth.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  expect(
    best.length,
    `at least ${n} slots in one month`,
  ).toBeGreaterThanOrEqual(n);
  // Spread them out (every third slot) so they are distinct and not adjacent.
  const picked = best.filter((_, i) => i % 3 === 0).slice(0, n);
  return picked.length === n ? picked : best.slice(0, n);
}

/** `POST /api/mentors/:slug/bookings` for `starts_at`. */
export function book(
  rt: TestRuntime,
  slug: string,
  startsAt: string,
  cookie?: string,
) {
  return requestJson(rt, `/api/mentors/${slug}/bookings`, {
    cookie,
    json: { starts_at: startsAt },
  });
}

// --- PDF ----------------------------------------------------------------------------------------------------

/** The text of every page of a PDF (unpdf / pdf.js), merged, with runs of white space collapsed. */
export async function pdfText(
  bytes: ArrayBuffer | Uint8Array,
): Promise<string> {
  const pdf = await getDocumentProxy(
    bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes),
  );
  const { text } = await extractText(pdf, { mergePages: true });
  return (Array.isArray(text) ? text.join(" ") : text).replace(/\s+/g, " ");
}
