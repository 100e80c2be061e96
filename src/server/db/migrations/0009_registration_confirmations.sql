ALTER TABLE "changetalk_registrations" ADD COLUMN "confirmation_queued_at" timestamp with time zone;--> statement-breakpoint
-- Registrations made before this migration had their confirmation queued with them.
UPDATE "changetalk_registrations" SET "confirmation_queued_at" = "created_at";--> statement-breakpoint
CREATE INDEX "changetalk_registrations_confirmation_idx" ON "changetalk_registrations" USING btree ("created_at") WHERE "changetalk_registrations"."status" = 'registered' and "changetalk_registrations"."confirmation_queued_at" is null;--> statement-breakpoint
-- Registration in one round trip (docs/decisions/006-registration-in-one-round-trip.md): the same steps as
-- before, in the database, so the talk row's lock is held only while this runs and commits. Outcomes:
-- 'not_found', 'closed' (past, cancelled or started), 'already_registered', 'registered', 'waitlisted';
-- count_after is the talk's registrations_count after the call (null unless registered or waitlisted).
CREATE OR REPLACE FUNCTION "register_for_talk"(p_talk_id uuid, p_user_id text)
RETURNS TABLE (outcome text, count_after integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_open boolean;
  v_registration uuid;
  v_count integer;
BEGIN
  SELECT t.event_type = 'upcoming' AND t.event_date > now() INTO v_open FROM changetalks t WHERE t.id = p_talk_id;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found'::text, NULL::integer;
    RETURN;
  END IF;
  IF NOT v_open THEN
    RETURN QUERY SELECT 'closed'::text, NULL::integer;
    RETURN;
  END IF;
  -- The unique (changetalk_id, user_id) index decides a second registration, also when two arrive at once.
  INSERT INTO changetalk_registrations (changetalk_id, user_id, status)
    VALUES (p_talk_id, p_user_id, 'registered')
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_registration;
  IF v_registration IS NULL THEN
    RETURN QUERY SELECT 'already_registered'::text, NULL::integer;
    RETURN;
  END IF;
  -- A seat is free when this conditional increment finds the talk below capacity (re-checked on the latest row
  -- version under its lock, so concurrent registrations never take more seats than there are).
  UPDATE changetalks t SET registrations_count = t.registrations_count + 1
    WHERE t.id = p_talk_id AND (t.capacity IS NULL OR t.registrations_count < t.capacity)
    RETURNING t.registrations_count INTO v_count;
  IF FOUND THEN
    RETURN QUERY SELECT 'registered'::text, v_count;
    RETURN;
  END IF;
  UPDATE changetalk_registrations SET status = 'waitlisted' WHERE id = v_registration;
  SELECT t.registrations_count INTO v_count FROM changetalks t WHERE t.id = p_talk_id;
  RETURN QUERY SELECT 'waitlisted'::text, v_count;
END
$$;
