-- The current wallet_record_wager. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION wallet_record_wager(p_member bigint, p_bet bigint, p_at timestamptz)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_left bigint := p_bet;
  v_take bigint;
  v_grant record;
BEGIN
  IF p_bet <= 0 THEN
    RETURN;
  END IF;
  FOR v_grant IN
    SELECT id, required, wagered FROM bonus_grants
    WHERE member_id = p_member AND status = 'ACTIVE'
    ORDER BY granted_at, id
    FOR UPDATE
  LOOP
    EXIT WHEN v_left <= 0;
    v_take := least(v_grant.required - v_grant.wagered, v_left);
    v_left := v_left - v_take;
    UPDATE bonus_grants
    SET wagered = wagered + v_take,
        status = CASE WHEN v_grant.wagered + v_take >= v_grant.required THEN 'COMPLETED' ELSE status END,
        completed_at = CASE WHEN v_grant.wagered + v_take >= v_grant.required THEN p_at ELSE completed_at END
    WHERE id = v_grant.id;
  END LOOP;
END;
$$;
