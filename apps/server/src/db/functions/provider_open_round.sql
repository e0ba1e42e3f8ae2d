-- The current provider_open_round. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION provider_open_round(p jsonb)
RETURNS provider_rounds
LANGUAGE plpgsql AS $$
DECLARE
  v_round provider_rounds%ROWTYPE;
BEGIN
  INSERT INTO provider_rounds (vendor_code, round_id, member_id, game_code, currency, status, started_at)
  VALUES (p->>'vendor', p->>'round', (p->>'member_id')::bigint, p->>'game_code', p->>'currency', 'OPEN',
          (p->>'at')::timestamptz)
  ON CONFLICT DO NOTHING
  RETURNING * INTO v_round;
  IF NOT FOUND THEN
    SELECT * INTO v_round FROM provider_rounds
    WHERE vendor_code = p->>'vendor' AND round_id = p->>'round' FOR UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'round % vanished', p->>'round';
    END IF;
  END IF;
  RETURN v_round;
END;
$$;
