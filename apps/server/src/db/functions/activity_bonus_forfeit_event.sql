-- The current activity_bonus_forfeit_event. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION activity_bonus_forfeit_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_events (kind, member_id, occurred_at, amount, currency, data)
  VALUES ('BONUS_FORFEITED', NEW.member_id, coalesce(NEW.forfeited_at, NEW.completed_at, NEW.granted_at),
          coalesce(NEW.forfeited_amount, NEW.amount), NEW.currency, jsonb_build_object('b', NEW.id));
  RETURN NULL;
END $$;
