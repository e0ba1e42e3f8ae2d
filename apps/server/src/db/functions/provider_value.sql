-- The current provider_value. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION provider_value(p jsonb, p_balance bigint, p_transfer uuid)
RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN jsonb_build_object('user', p->>'member_id', 'currency', p->>'currency', 'balance', p_balance::text,
                            'transaction_uuid', p->>'transaction_id', 'reference', p_transfer::text);
END;
$$;
