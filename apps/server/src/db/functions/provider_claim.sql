-- The current provider_claim. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION provider_claim(p jsonb, p_kind text)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_existing provider_transactions%ROWTYPE;
BEGIN
  INSERT INTO provider_transactions (vendor_code, transaction_id, kind, payload_hash, member_id, round_id, amount,
                                     reference_id, answer, created_at)
  VALUES (p->>'vendor', p->>'transaction_id', p_kind, p->>'payload_hash', (p->>'member_id')::bigint, p->>'round',
          (p->>'amount')::bigint, p->>'reference_id', '{"code":"INTERNAL","value":null}'::jsonb, (p->>'at')::timestamptz)
  ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO v_existing FROM provider_transactions
  WHERE vendor_code = p->>'vendor' AND transaction_id = p->>'transaction_id';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'provider transaction % vanished', p->>'transaction_id';
  END IF;
  IF v_existing.kind = 'TOMBSTONE' AND p_kind = 'BET' THEN
    RETURN jsonb_build_object('code', 'BET_ROLLED_BACK', 'value', NULL);
  END IF;
  IF v_existing.payload_hash <> p->>'payload_hash' THEN
    RAISE EXCEPTION USING ERRCODE = 'PY001',
      MESSAGE = 'transaction ' || (p->>'transaction_id') || ' reused with another payload';
  END IF;
  RETURN v_existing.answer;
END;
$$;
