/**
 * Mentors API (issue 7 "Tests": booking limits per plan; spec §2.6 Mentorship Program, §2.11 Mentor matching,
 * §9: 30-minute sessions, premium 2 a month, business 5): admin management of mentors and their weekly hours,
 * the directory's industry filter, free slots derived only from weekly windows in the mentor's time zone,
 * booking (plans, monthly allowance, e-mails with an .ics to both sides through a real loopback SMTP server),
 * double-booking refused, and cancellation up to 12 hours ahead, which frees the slot.
 * Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set; races are in
 * mentors-concurrency.test.ts (STACK.md pitfall 4).
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  mentorAvailability,
  mentorBookings,
  mentors,
  users,
} from "~/server/db/schema";
import {
  BOOKING_LEAD_HOURS,
  BOOKING_WINDOW_DAYS,
  MENTOR_INDUSTRIES,
  learningMessages,
} from "~/shared/learning";
import {
  DAY,
  HOUR,
  MINUTE,
  type Window,
  book,
  createMentor,
  expectedSlots,
  insertMentor,
  localParts,
  mentorForm,
  setPlan,
  slotStarts,
  slotsInOneMonth,
} from "../support/learning";
import { parseIcs, quickUser, quickUsers } from "../support/talks";
import {
  describeEachDatabase,
  requestJson,
  useTestRuntime,
} from "../support/test-app";
import { writeText } from '~/server/i18n';

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describeEachDatabase("mentors API", (kind) => {
  const t = useTestRuntime(kind, { smtp: true, seed: false });
  let adminCookie = "";
  let userCookie = "";

  beforeAll(async () => {
    const [admin] = await quickUsers(t.rt, 1, {
      label: "mentor-admin",
      role: "admin",
    });
    adminCookie = admin.cookie;
    userCookie = (await quickUser(t.rt, "mentor-user")).cookie;
  });

  const platformZone = () => t.rt.env.PLATFORM_TIME_ZONE;
  /** A signed-in user on `plan`, set through the admin API. */
  const userOnPlan = async (
    plan: "free" | "premium" | "business",
    label: string = plan,
  ) => {
    const u = await quickUser(t.rt, label);
    if (plan !== "free") await setPlan(t.rt, adminCookie, u.id, plan);
    return u;
  };

  // --- Admin --------------------------------------------------------------------------------------------------

  it("lets only admins create (201), update (200) and delete (200) mentors with their weekly hours", async () => {
    const form = mentorForm({
      name: "Sanjana Iyer",
      industry: "Healthcare",
      time_zone: "Asia/Kolkata",
      availability: [
        { weekday: 1, start: "09:00", end: "11:00" },
        { weekday: 4, start: "18:30", end: "20:00" },
      ],
    });
    const visitor = await requestJson(t.rt, "/api/admin/mentors", {
      json: form,
    });
    expect(visitor.status).toBe(401);
    const user = await requestJson(t.rt, "/api/admin/mentors", {
      json: form,
      cookie: userCookie,
    });
    expect(user).toMatchObject({
      status: 403,
      body: { error: { code: "forbidden" } },
    });
    expect(
      (await requestJson(t.rt, "/api/admin/mentors", { cookie: userCookie }))
        .status,
    ).toBe(403);
    expect((await requestJson(t.rt, "/api/admin/mentors")).status).toBe(401);

    const created = await requestJson(t.rt, "/api/admin/mentors", {
      json: form,
      cookie: adminCookie,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = (
      await requestJson(t.rt, "/api/admin/mentors", { cookie: adminCookie })
    ).body.mentors.find((m: { id: string }) => m.id === id);
    expect(listed).toMatchObject({
      name: "Sanjana Iyer",
      industry: "Healthcare",
      email: form.email,
      active: true,
      time_zone: "Asia/Kolkata",
    });
    expect(listed.slug).toMatch(/^sanjana-iyer-[a-z0-9]+$/);
    expect(listed.availability).toEqual(
      expect.arrayContaining(form.availability),
    );
    expect(listed.availability).toHaveLength(2);

    // The public profile shows the mentor but not the e-mail address.
    const profile = await requestJson(t.rt, `/api/mentors/${listed.slug}`);
    expect(profile.status).toBe(200);
    expect(profile.body.mentor).toMatchObject({
      id,
      name: "Sanjana Iyer",
      industry: "Healthcare",
      title: form.title,
    });
    expect(profile.body.mentor).not.toHaveProperty("email");
    expect(JSON.stringify(profile.body)).not.toContain(form.email);

    // Update: fields change and the weekly hours are replaced, not added to.
    const update = {
      ...form,
      title: "Chief Medical Officer",
      industry: "Technology",
      time_zone: "Europe/London",
      availability: [{ weekday: 6, start: "10:00", end: "12:00" }],
    };
    expect(
      (
        await requestJson(t.rt, `/api/admin/mentors/${id}`, {
          method: "PUT",
          json: update,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await requestJson(t.rt, `/api/admin/mentors/${id}`, {
          method: "PUT",
          json: update,
          cookie: userCookie,
        })
      ).status,
    ).toBe(403);
    const updated = await requestJson(t.rt, `/api/admin/mentors/${id}`, {
      method: "PUT",
      json: update,
      cookie: adminCookie,
    });
    expect(updated).toMatchObject({ status: 200, body: { id } });
    const after = (
      await requestJson(t.rt, "/api/admin/mentors", { cookie: adminCookie })
    ).body.mentors.find((m: { id: string }) => m.id === id);
    expect(after).toMatchObject({
      title: "Chief Medical Officer",
      industry: "Technology",
      time_zone: "Europe/London",
      slug: listed.slug,
    });
    expect(after.availability).toEqual([
      { weekday: 6, start: "10:00", end: "12:00" },
    ]);
    const windows = await t.rt.database.db
      .select()
      .from(mentorAvailability)
      .where(eq(mentorAvailability.mentor_id, id));
    expect(
      windows.map((w) => [w.weekday, w.start_minute, w.end_minute]),
    ).toEqual([[6, 600, 720]]);
    // The slots follow the new hours: Saturdays 10:00–12:00 in London only.
    const starts = await slotStarts(t.rt, listed.slug);
    expect(starts.length).toBeGreaterThan(0);
    for (const s of starts)
      expect(localParts(s, "Europe/London")).toMatchObject({ weekday: 6 });

    // Unknown ids and bad input.
    expect(
      (
        await requestJson(t.rt, `/api/admin/mentors/${UNKNOWN_ID}`, {
          method: "PUT",
          json: update,
          cookie: adminCookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await requestJson(t.rt, `/api/admin/mentors/${UNKNOWN_ID}`, {
          method: "DELETE",
          cookie: adminCookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await requestJson(t.rt, "/api/admin/mentors/not-a-uuid", {
          method: "DELETE",
          cookie: adminCookie,
        })
      ).status,
    ).toBe(400);
    const bad = async (patch: object) =>
      (
        await requestJson(t.rt, "/api/admin/mentors", {
          json: { ...form, ...patch },
          cookie: adminCookie,
        })
      ).status;
    expect(await bad({ industry: "Space" })).toBe(400);
    expect(await bad({ industry: "All Industries" })).toBe(400);
    expect(await bad({ email: "not-an-email" })).toBe(400);
    expect(await bad({ time_zone: "Mars/Olympus_Mons" })).toBe(400);
    expect(
      await bad({
        availability: [{ weekday: 7, start: "09:00", end: "10:00" }],
      }),
    ).toBe(400);
    expect(
      await bad({
        availability: [{ weekday: 1, start: "09:00", end: "09:15" }],
      }),
    ).toBe(400);
    expect(
      await bad({
        availability: [{ weekday: 1, start: "10:00", end: "09:00" }],
      }),
    ).toBe(400);
    // Overlapping windows on one day would offer overlapping sessions (09:00 and 09:15).
    const overlapping = await requestJson(t.rt, "/api/admin/mentors", {
      json: {
        ...form,
        availability: [
          { weekday: 1, start: "09:00", end: "10:00" },
          { weekday: 1, start: "09:15", end: "10:15" },
        ],
      },
      cookie: adminCookie,
    });
    expect(overlapping).toMatchObject({
      status: 400,
      body: {
        error: {
          code: "bad_request",
          message: "Availability windows on the same day must not overlap.",
        },
      },
    });
    const touching = [
      { weekday: 1, start: "09:00", end: "10:00" },
      { weekday: 1, start: "10:00", end: "11:00" },
      { weekday: 2, start: "09:30", end: "10:30" },
    ];
    expect(
      (
        await requestJson(t.rt, "/api/admin/mentors", {
          json: { ...form, availability: touching },
          cookie: adminCookie,
        })
      ).status,
    ).toBe(201);

    // Delete.
    expect(
      (
        await requestJson(t.rt, `/api/admin/mentors/${id}`, {
          method: "DELETE",
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await requestJson(t.rt, `/api/admin/mentors/${id}`, {
          method: "DELETE",
          cookie: userCookie,
        })
      ).status,
    ).toBe(403);
    expect(
      await requestJson(t.rt, `/api/admin/mentors/${id}`, {
        method: "DELETE",
        cookie: adminCookie,
      }),
    ).toMatchObject({ status: 200, body: { deleted: true } });
    expect(
      (await requestJson(t.rt, `/api/mentors/${listed.slug}`)).status,
    ).toBe(404);
    expect(
      (await requestJson(t.rt, `/api/mentors/${listed.slug}/slots`)).status,
    ).toBe(404);
    expect(
      (
        await requestJson(t.rt, `/api/admin/mentors/${id}`, {
          method: "DELETE",
          cookie: adminCookie,
        })
      ).status,
    ).toBe(404);
    expect(
      await t.rt.database.db
        .select()
        .from(mentorAvailability)
        .where(eq(mentorAvailability.mentor_id, id)),
    ).toEqual([]);
  });

  // --- Directory ----------------------------------------------------------------------------------------------

  it("filters the directory by industry (All Industries shows everyone; unknown industries are refused)", async () => {
    const tech = await createMentor(t.rt, adminCookie, {
      industry: "Technology",
    });
    const finance = await createMentor(t.rt, adminCookie, {
      industry: "Finance",
    });
    const retail = await createMentor(t.rt, adminCookie, {
      industry: "Retail",
    });
    const ids = (list: Array<{ id: string }>) => list.map((m) => m.id);

    const all = await requestJson(t.rt, "/api/mentors");
    expect(all.status).toBe(200);
    expect(ids(all.body.mentors)).toEqual(
      expect.arrayContaining([tech.id, finance.id, retail.id]),
    );
    for (const m of all.body.mentors) expect(m).not.toHaveProperty("email");
    const allIndustries = await requestJson(
      t.rt,
      `/api/mentors?industry=${encodeURIComponent("All Industries")}`,
    );
    expect(ids(allIndustries.body.mentors).sort()).toEqual(
      ids(all.body.mentors).sort(),
    );

    for (const industry of MENTOR_INDUSTRIES.filter(
      (i) => i !== "All Industries",
    )) {
      const res = await requestJson(t.rt, `/api/mentors?industry=${industry}`);
      expect(res.status).toBe(200);
      expect(
        res.body.mentors.every(
          (m: { industry: string }) => m.industry === industry,
        ),
        industry,
      ).toBe(true);
    }
    const techOnly = ids(
      (await requestJson(t.rt, "/api/mentors?industry=Technology")).body
        .mentors,
    );
    expect(techOnly).toContain(tech.id);
    expect(techOnly).not.toContain(finance.id);
    expect(techOnly).not.toContain(retail.id);
    expect(
      ids(
        (await requestJson(t.rt, "/api/mentors?industry=Finance")).body.mentors,
      ),
    ).toEqual(expect.arrayContaining([finance.id]));
    expect(
      (await requestJson(t.rt, "/api/mentors?industry=Space")).status,
    ).toBe(400);
    expect(
      (await requestJson(t.rt, "/api/mentors/No_Such_Mentor")).status,
    ).toBe(400);
    expect(
      (await requestJson(t.rt, "/api/mentors/no-such-mentor")).status,
    ).toBe(404);
  });

  // --- Slots --------------------------------------------------------------------------------------------------

  it("offers 30-minute slots only inside the weekly window, in the mentor's time zone, from 2 h to 14 days ahead", async () => {
    const zone = "America/New_York";
    const weekday = (localParts(Date.now(), zone).weekday + 3) % 7;
    const window: Window = { weekday, start: "09:00", end: "11:00" };
    const mentor = await createMentor(t.rt, adminCookie, {
      time_zone: zone,
      availability: [window],
    });

    const before = Date.now();
    const res = await requestJson(t.rt, `/api/mentors/${mentor.slug}/slots`);
    const after = Date.now();
    expect(res.status).toBe(200);
    expect(res.body.time_zone).toBe(zone);
    const slots = res.body.slots as Array<{
      starts_at: string;
      ends_at: string;
    }>;
    // One weekly window of four half hours over a 14-day horizon: each start occurs once or twice.
    expect(slots.length).toBeGreaterThanOrEqual(4);
    expect(slots.length).toBeLessThanOrEqual(8);
    for (const s of slots) {
      const start = Date.parse(s.starts_at);
      expect(Date.parse(s.ends_at) - start, s.starts_at).toBe(30 * MINUTE);
      const local = localParts(s.starts_at, zone);
      expect(local.weekday, s.starts_at).toBe(weekday);
      expect([540, 570, 600, 630], s.starts_at).toContain(local.minutes);
      expect(start, s.starts_at).toBeGreaterThanOrEqual(
        before + BOOKING_LEAD_HOURS * HOUR,
      );
      expect(start, s.starts_at).toBeLessThanOrEqual(
        after + BOOKING_WINDOW_DAYS * DAY,
      );
    }
    const starts = slots.map((s) => s.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(starts).size).toBe(starts.length);
    // Compared with an independent computation (Intl), bounded by the instants before and after the request.
    const widest = expectedSlots(
      [window],
      zone,
      new Date(before + BOOKING_LEAD_HOURS * HOUR),
      new Date(after + BOOKING_WINDOW_DAYS * DAY),
    );
    const narrowest = expectedSlots(
      [window],
      zone,
      new Date(after + BOOKING_LEAD_HOURS * HOUR),
      new Date(before + BOOKING_WINDOW_DAYS * DAY),
    );
    for (const s of starts) expect(widest, s).toContain(s);
    for (const s of narrowest) expect(starts, s).toContain(s);

    // A mentor who is available all week: the earliest slot is the first half hour at least 2 h ahead and the
    // latest the last one within 14 days. The zone is one where the 2 hours before the edge fall on the same
    // local day as the edge, so a rule that filtered by day instead of by instant would show.
    const allWeekZone = [
      "Asia/Kolkata",
      "Europe/London",
      "America/New_York",
      "Asia/Tokyo",
    ].find((z) => {
      const m = localParts(Date.now() + BOOKING_LEAD_HOURS * HOUR, z).minutes;
      return m >= 3 * 60 && m <= 23 * 60;
    })!;
    const open = await createMentor(t.rt, adminCookie, {
      time_zone: allWeekZone,
    });
    const half = 30 * MINUTE;
    const t0 = Date.now();
    const openSlots = await slotStarts(t.rt, open.slug);
    const t1 = Date.now();
    const first = Date.parse(openSlots[0]);
    expect(first).toBeGreaterThanOrEqual(
      Math.ceil((t0 + BOOKING_LEAD_HOURS * HOUR) / half) * half,
    );
    expect(first).toBeLessThanOrEqual(
      Math.ceil((t1 + BOOKING_LEAD_HOURS * HOUR) / half) * half,
    );
    const last = Date.parse(openSlots.at(-1)!);
    expect(last).toBeGreaterThanOrEqual(
      Math.floor((t0 + BOOKING_WINDOW_DAYS * DAY) / half) * half,
    );
    expect(last).toBeLessThanOrEqual(t1 + BOOKING_WINDOW_DAYS * DAY);
    expect(openSlots).toHaveLength((last - first) / half + 1);
    // Nor can such a time be booked.
    const premium = await userOnPlan("premium", "too-soon");
    for (const ahead of [30 * MINUTE, HOUR, 90 * MINUTE]) {
      const at = new Date(Math.ceil((Date.now() + ahead) / half) * half);
      if (at.getTime() >= Date.now() + BOOKING_LEAD_HOURS * HOUR - MINUTE)
        continue;
      expect(
        (await book(t.rt, open.slug, at.toISOString(), premium.cookie)).status,
        at.toISOString(),
      ).toBe(400);
    }

    // Overlapping hours stored directly (not through the admin form) still offer each slot once.
    const doubled = await insertMentor(t.rt, {
      availability: [
        { weekday, start: "09:00", end: "10:00" },
        { weekday, start: "09:30", end: "11:00" },
      ],
      time_zone: zone,
    });
    const doubledStarts = await slotStarts(t.rt, doubled.slug);
    expect(new Set(doubledStarts).size).toBe(doubledStarts.length);
    expect(doubledStarts.length).toBeGreaterThanOrEqual(4);

    // A mentor with no weekly hours has no slots.
    const idle = await createMentor(t.rt, adminCookie, { availability: [] });
    expect(await slotStarts(t.rt, idle.slug)).toEqual([]);
  });

  // --- Booking ------------------------------------------------------------------------------------------------

  it("books for premium users only: 401 visitor, 403 free with the upgrade offer, then 201 with e-mails and an .ics to both sides", async () => {
    const mentor = await createMentor(t.rt, adminCookie, {
      name: "Farah Khan",
      time_zone: "Asia/Kolkata",
    });
    const [slot] = slotsInOneMonth(
      await slotStarts(t.rt, mentor.slug),
      1,
      platformZone(),
    );

    const visitor = await book(t.rt, mentor.slug, slot);
    expect(visitor).toMatchObject({
      status: 401,
      body: { error: { code: "unauthorized" } },
    });

    const learner = await userOnPlan("free", "learner");
    // The booking widget learns the plan from the bookings list, to offer the upgrade up front.
    const before = await requestJson(t.rt, "/api/me/bookings", {
      cookie: learner.cookie,
    });
    expect(before.body).toEqual({ bookings: [], plan: "free", monthly_sessions: 0 });
    const free = await book(t.rt, mentor.slug, slot, learner.cookie);
    expect(free.status).toBe(403);
    expect(free.body.error).toEqual({ requestId: expect.any(String),
      code: "forbidden",
      message: writeText(learningMessages.upgradeToBook, 'en'),
    });

    // Only an admin may change a plan.
    expect(
      (
        await requestJson(t.rt, `/api/admin/users/${learner.id}/plan`, {
          method: "PUT",
          json: { plan: "premium" },
          cookie: learner.cookie,
        })
      ).status,
    ).toBe(403);
    await setPlan(t.rt, adminCookie, learner.id, "premium");

    const booked = await book(t.rt, mentor.slug, slot, learner.cookie);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const endsAt = new Date(Date.parse(slot) + 30 * MINUTE).toISOString();
    expect(booked.body.booking).toMatchObject({
      mentor_id: mentor.id,
      mentor_name: "Farah Khan",
      starts_at: slot,
      ends_at: endsAt,
      status: "booked",
      can_cancel: true,
    });

    // The slot is no longer offered; the booking is the learner's.
    expect(await slotStarts(t.rt, mentor.slug)).not.toContain(slot);
    const mine = await requestJson(t.rt, "/api/me/bookings", {
      cookie: learner.cookie,
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      bookings: [booked.body.booking],
      plan: "premium",
      monthly_sessions: 2,
    });
    expect((await requestJson(t.rt, "/api/me/bookings")).status).toBe(401);
    const [{ sessions }] = await t.rt.database.db
      .select({ sessions: mentors.sessions })
      .from(mentors)
      .where(eq(mentors.id, mentor.id));
    expect(sessions).toBe(1);

    // Both sides receive an e-mail with a calendar file for exactly that half hour.
    const toLearner = await t.smtp.waitForMail(
      (m) =>
        m.to.includes(learner.email) &&
        m.subject === "Mentorship session booked with Farah Khan",
    );
    const toMentor = await t.smtp.waitForMail(
      (m) =>
        m.to.includes(mentor.email.toLowerCase()) &&
        m.subject.startsWith("New mentorship session"),
    );
    expect(toMentor.text).toContain(learner.email);
    for (const mail of [toLearner, toMentor]) {
      const ics = mail.attachments.find((a) => a.filename.endsWith(".ics"));
      expect(ics, mail.subject).toBeTruthy();
      expect(ics!.contentType).toBe("text/calendar");
      const cal = parseIcs(ics!.content);
      expect(cal.component).toBe("vcalendar");
      expect(cal.events).toHaveLength(1);
      expect(cal.events[0].start.toISOString()).toBe(slot);
      expect(cal.events[0].end.toISOString()).toBe(endsAt);
      expect(cal.events[0].summary).toContain("Farah Khan");
    }

    // Someone else cannot take the same slot.
    const rival = await userOnPlan("premium", "rival");
    const taken = await book(t.rt, mentor.slug, slot, rival.cookie);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({ requestId: expect.any(String),
      code: "conflict",
      message: writeText(learningMessages.slotTaken, 'en'),
    });
    // Nor can the learner book it twice.
    expect((await book(t.rt, mentor.slug, slot, learner.cookie)).status).toBe(
      409,
    );
    const rows = await t.rt.database.db
      .select()
      .from(mentorBookings)
      .where(eq(mentorBookings.mentor_id, mentor.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].user_id).toBe(learner.id);
  });

  it("writes the booking e-mail and its calendar file in the learner's language; the mentor's notice stays English", async () => {
    const mentor = await createMentor(t.rt, adminCookie, { name: "Meera Iyer", time_zone: "Asia/Kolkata" });
    const [slot] = slotsInOneMonth(await slotStarts(t.rt, mentor.slug), 1, platformZone());
    const learner = await userOnPlan("premium", "hindi-booking");
    await t.rt.database.db.update(users).set({ locale: "hi" }).where(eq(users.id, learner.id));
    expect((await book(t.rt, mentor.slug, slot, learner.cookie)).status).toBe(201);

    const toLearner = await t.smtp.waitForMail((m) => m.to.includes(learner.email) && m.subject.includes("Meera Iyer"));
    expect(toLearner.subject).toMatch(/[\u0900-\u097F]/);
    expect(toLearner.subject).not.toContain("Mentorship session booked");
    // Its links open the Hindi pages.
    expect(toLearner.text).toContain(`/hi/entrepreneurship/mentor-matching/${mentor.slug}`);
    const ics = parseIcs(toLearner.attachments.find((a) => a.filename.endsWith(".ics"))!.content);
    expect(ics.events[0].start.toISOString()).toBe(slot);
    expect(ics.events[0].summary).toContain("Meera Iyer");
    expect(ics.events[0].summary).toMatch(/[\u0900-\u097F]/);

    const toMentor = await t.smtp.waitForMail((m) => m.to.includes(mentor.email.toLowerCase()) && m.subject.startsWith("New mentorship session"));
    expect(parseIcs(toMentor.attachments.find((a) => a.filename.endsWith(".ics"))!.content).events[0].summary).toMatch(/^ChangePath mentorship: /);
  });

  it("allows premium users 2 sessions a month (the 3rd is 429 with the monthly message) and business users 5", async () => {
    const mentor = await createMentor(t.rt, adminCookie);
    const other = await createMentor(t.rt, adminCookie);
    const premium = await userOnPlan("premium");
    const [a, b, c] = slotsInOneMonth(
      await slotStarts(t.rt, mentor.slug),
      3,
      platformZone(),
    );
    expect((await book(t.rt, mentor.slug, a, premium.cookie)).status).toBe(201);
    expect((await book(t.rt, other.slug, b, premium.cookie)).status).toBe(201);
    const third = await book(t.rt, mentor.slug, c, premium.cookie);
    expect(third.status).toBe(429);
    expect(third.body.error).toEqual({ requestId: expect.any(String),
      code: "rate_limited",
      message: writeText(learningMessages.monthlyLimit(2), 'en'),
    });
    expect(third.body.error.message).toBe(
      "Your plan includes 2 mentorship sessions a month, and you have booked them all. They renew next month.",
    );
    expect(await slotStarts(t.rt, mentor.slug)).toContain(c);

    const business = await userOnPlan("business");
    const six = slotsInOneMonth(
      await slotStarts(t.rt, other.slug),
      6,
      platformZone(),
    );
    for (const s of six.slice(0, 5))
      expect((await book(t.rt, other.slug, s, business.cookie)).status, s).toBe(
        201,
      );
    const sixth = await book(t.rt, other.slug, six[5], business.cookie);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe(writeText(learningMessages.monthlyLimit(5), 'en'));
    const rows = await t.rt.database.db
      .select()
      .from(mentorBookings)
      .where(eq(mentorBookings.user_id, business.id));
    expect(rows).toHaveLength(5);

    // Downgraded to free: the upgrade offer again.
    await setPlan(t.rt, adminCookie, premium.id, "free");
    expect((await book(t.rt, mentor.slug, c, premium.cookie)).status).toBe(403);
  });

  it("refuses times that are not free slots (400): off the hours, off the half hour, too soon, too far, malformed", async () => {
    const zone = "Asia/Kolkata";
    const mentor = await createMentor(t.rt, adminCookie, {
      time_zone: zone,
      availability: [{ weekday: 2, start: "10:00", end: "12:00" }],
    });
    const all = await createMentor(t.rt, adminCookie);
    const premium = await userOnPlan("premium", "precise");
    // A Tuesday 10:00 slot (the first Tuesday may already be partly inside the 2-hour lead; the second is whole).
    const slot = (await slotStarts(t.rt, mentor.slug)).find(
      (s) => localParts(s, zone).minutes === 600,
    )!;
    expect(slot).toBeTruthy();
    const notSlot = async (slug: string, at: string) => {
      const res = await book(t.rt, slug, at, premium.cookie);
      expect(res.status, at).toBe(400);
      expect(res.body.error.code).toBe("bad_request");
    };
    await notSlot(
      mentor.slug,
      new Date(Date.parse(slot) + 15 * MINUTE).toISOString(),
    );
    await notSlot(
      mentor.slug,
      new Date(Date.parse(slot) + 2 * HOUR).toISOString(),
    ); // 12:00, where the window ends
    await notSlot(
      mentor.slug,
      new Date(Date.parse(slot) - 30 * MINUTE).toISOString(),
    ); // 09:30, before it opens
    await notSlot(mentor.slug, new Date(Date.parse(slot) + DAY).toISOString()); // Wednesday
    // The all-week mentor: the next half hour is inside the hours but less than 2 h ahead; 15 days is too far.
    const nextHalfHour =
      Math.ceil((Date.now() + MINUTE) / (30 * MINUTE)) * 30 * MINUTE;
    await notSlot(all.slug, new Date(nextHalfHour).toISOString());
    await notSlot(all.slug, new Date(nextHalfHour - 7 * DAY).toISOString());
    await notSlot(all.slug, new Date(nextHalfHour + 15 * DAY).toISOString());
    await notSlot(all.slug, "tomorrow at ten");
    await notSlot(all.slug, "2026-13-01T10:00:00Z");
    expect(
      (
        await requestJson(t.rt, `/api/mentors/${all.slug}/bookings`, {
          json: {},
          cookie: premium.cookie,
        })
      ).status,
    ).toBe(400);
    expect(
      (await book(t.rt, "no-such-mentor", slot, premium.cookie)).status,
    ).toBe(404);
    // The same instant written with an offset is the same slot.
    const withOffset = new Date(Date.parse(slot) + 5.5 * HOUR)
      .toISOString()
      .replace("Z", "+05:30");
    const booked = await book(t.rt, mentor.slug, withOffset, premium.cookie);
    expect(booked.status).toBe(201);
    expect(booked.body.booking.starts_at).toBe(slot);
    expect(
      await t.rt.database.db
        .select()
        .from(mentorBookings)
        .where(eq(mentorBookings.user_id, premium.id)),
    ).toHaveLength(1);
  });

  // --- Cancellation -------------------------------------------------------------------------------------------

  it("cancels only the owner's booking (404 otherwise), frees the slot, and lets someone else book it", async () => {
    const mentor = await createMentor(t.rt, adminCookie);
    const [slot] = slotsInOneMonth(
      await slotStarts(t.rt, mentor.slug),
      1,
      platformZone(),
    );
    const owner = await userOnPlan("premium", "owner");
    const other = await userOnPlan("premium", "other");
    const booked = await book(t.rt, mentor.slug, slot, owner.cookie);
    expect(booked.status).toBe(201);
    const id = booked.body.booking.id as string;
    expect(await slotStarts(t.rt, mentor.slug)).not.toContain(slot);

    expect(
      (await requestJson(t.rt, `/api/bookings/${id}`, { method: "DELETE" }))
        .status,
    ).toBe(401);
    const foreign = await requestJson(t.rt, `/api/bookings/${id}`, {
      method: "DELETE",
      cookie: other.cookie,
    });
    expect(foreign).toMatchObject({
      status: 404,
      body: { error: { code: "not_found" } },
    });
    expect(
      (
        await requestJson(t.rt, `/api/bookings/${UNKNOWN_ID}`, {
          method: "DELETE",
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await requestJson(t.rt, "/api/bookings/not-a-uuid", {
          method: "DELETE",
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(400);
    expect(await slotStarts(t.rt, mentor.slug)).not.toContain(slot);

    const cancelled = await requestJson(t.rt, `/api/bookings/${id}`, {
      method: "DELETE",
      cookie: owner.cookie,
    });
    expect(cancelled).toMatchObject({ status: 200, body: { cancelled: true } });
    const [row] = await t.rt.database.db
      .select()
      .from(mentorBookings)
      .where(eq(mentorBookings.id, id));
    expect(row.status).toBe("cancelled");
    expect(row.cancelled_at).toBeInstanceOf(Date);
    expect(await slotStarts(t.rt, mentor.slug)).toContain(slot);
    expect(
      (
        await requestJson(t.rt, `/api/bookings/${id}`, {
          method: "DELETE",
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    const mine = (
      await requestJson(t.rt, "/api/me/bookings", { cookie: owner.cookie })
    ).body.bookings;
    expect(mine).toMatchObject([
      { id, status: "cancelled", can_cancel: false },
    ]);
    await t.smtp.waitForMail(
      (m) =>
        m.to.includes(mentor.email.toLowerCase()) &&
        m.subject === "Mentorship session cancelled",
    );

    // The freed slot can be booked again, and a cancelled booking no longer counts against the allowance.
    expect((await book(t.rt, mentor.slug, slot, other.cookie)).status).toBe(
      201,
    );
    const [x, y, z] = slotsInOneMonth(
      await slotStarts(t.rt, mentor.slug),
      3,
      platformZone(),
    );
    expect((await book(t.rt, mentor.slug, x, owner.cookie)).status).toBe(201);
    expect((await book(t.rt, mentor.slug, y, owner.cookie)).status).toBe(201);
    expect((await book(t.rt, mentor.slug, z, owner.cookie)).status).toBe(429);
    const [{ sessions }] = await t.rt.database.db
      .select({ sessions: mentors.sessions })
      .from(mentors)
      .where(eq(mentors.id, mentor.id));
    expect(sessions).toBe(3);
  });

  it("refuses to cancel within 12 hours of the start (409) and keeps the booking", async () => {
    const mentor = await createMentor(t.rt, adminCookie);
    const owner = await userOnPlan("premium", "late");
    const startsAt = new Date(
      Math.ceil((Date.now() + 6 * HOUR) / (30 * MINUTE)) * 30 * MINUTE,
    );
    const [row] = await t.rt.database.db
      .insert(mentorBookings)
      .values({
        mentor_id: mentor.id,
        user_id: owner.id,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 30 * MINUTE),
      })
      .returning();

    const mine = await requestJson(t.rt, "/api/me/bookings", {
      cookie: owner.cookie,
    });
    expect(mine.body.bookings).toMatchObject([
      { id: row.id, status: "booked", can_cancel: false },
    ]);
    const late = await requestJson(t.rt, `/api/bookings/${row.id}`, {
      method: "DELETE",
      cookie: owner.cookie,
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ requestId: expect.any(String),
      code: "conflict",
      message: writeText(learningMessages.tooLateToCancel, 'en'),
    });
    expect(late.body.error.message).toBe(
      "Sessions can be cancelled up to 12 hours before they start.",
    );
    const [still] = await t.rt.database.db
      .select()
      .from(mentorBookings)
      .where(eq(mentorBookings.id, row.id));
    expect(still.status).toBe("booked");
    expect(await slotStarts(t.rt, mentor.slug)).not.toContain(
      startsAt.toISOString(),
    );

    // 13 hours ahead is still cancellable.
    const later = new Date(
      Math.ceil((Date.now() + 13 * HOUR) / (30 * MINUTE)) * 30 * MINUTE,
    );
    const [ok] = await t.rt.database.db
      .insert(mentorBookings)
      .values({
        mentor_id: mentor.id,
        user_id: owner.id,
        starts_at: later,
        ends_at: new Date(later.getTime() + 30 * MINUTE),
      })
      .returning();
    expect(
      (
        await requestJson(t.rt, `/api/bookings/${ok.id}`, {
          method: "DELETE",
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(200);
  });
});
