-- An upgrade replaces the lower plan it supersedes: the replaced subscription records which one (its paid period ended then).
ALTER TABLE "subscriptions" ADD COLUMN "replaced_by" uuid;