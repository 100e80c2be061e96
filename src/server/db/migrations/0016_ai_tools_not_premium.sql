-- The Resume Reviewer and the What-If Career Simulator were seeded as Premium when nothing enforced it. Premium is
-- now enforced (a free account is refused 403 plan_required): which tools it gates is for the paid plans to decide,
-- and no free student is to be locked out of these two before anyone can buy a plan (decision 017).
UPDATE "ai_tools" SET "is_premium" = false WHERE "slug" IN ('resume-review', 'what-if') AND "is_premium";
