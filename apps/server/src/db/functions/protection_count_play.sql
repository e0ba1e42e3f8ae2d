-- The current protection_count_play. A change goes here and, copied whole, into a new migration
-- (apps/server/drizzle): db/functions.test.ts checks the newest migration defining it matches.
CREATE OR REPLACE FUNCTION protection_count_play(p_members bigint[], p_bets bigint[], p_wins bigint[], p_at timestamptz)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_local timestamp;
  v_day date;
  v_week date;
  v_month date;
  v_blocked integer;
  v_over integer;
BEGIN
  -- The windows of the operator's reporting time zone (the stats module's setting).
  SELECT p_at AT TIME ZONE coalesce((SELECT reporting_time_zone FROM stats_settings WHERE id = 1), 'Asia/Manila')
  INTO v_local;
  v_day := v_local::date;
  v_week := date_trunc('week', v_local)::date;
  v_month := date_trunc('month', v_local)::date;

  -- Members without a row set nothing: no lookup but the key's. A bet is judged against the
  -- figures before any win of the same statement (a win later in a batch never lets a bet in).
  WITH moves AS (
    SELECT m.member_id, sum(m.bet) AS bet, sum(m.win) AS win
    FROM unnest(p_members, p_bets, p_wins) AS m(member_id, bet, win)
    GROUP BY m.member_id
  ), counted AS (
    UPDATE protection_states s SET
      day_key = v_day, week_key = v_week, month_key = v_month,
      wagered_day = greatest(CASE WHEN s.day_key = v_day THEN s.wagered_day ELSE 0 END + m.bet, 0),
      wagered_week = greatest(CASE WHEN s.week_key = v_week THEN s.wagered_week ELSE 0 END + m.bet, 0),
      wagered_month = greatest(CASE WHEN s.month_key = v_month THEN s.wagered_month ELSE 0 END + m.bet, 0),
      net_day = CASE WHEN s.day_key = v_day THEN s.net_day ELSE 0 END + m.bet - m.win,
      net_week = CASE WHEN s.week_key = v_week THEN s.net_week ELSE 0 END + m.bet - m.win,
      net_month = CASE WHEN s.month_key = v_month THEN s.net_month ELSE 0 END + m.bet - m.win
    FROM moves m
    WHERE s.member_id = m.member_id
    RETURNING s.*, m.bet AS moved_bet, m.win AS moved_win
  )
  SELECT count(*) FILTER (WHERE c.moved_bet > 0 AND c.play_blocked_until > p_at),
         count(*) FILTER (WHERE c.moved_bet > 0 AND (
           c.wagered_day > c.wager_day OR c.wagered_week > c.wager_week OR c.wagered_month > c.wager_month
           OR c.net_day + c.moved_win > c.loss_day OR c.net_week + c.moved_win > c.loss_week
           OR c.net_month + c.moved_win > c.loss_month))
  INTO v_blocked, v_over
  FROM counted c;

  -- Refusals undo the whole statement: the batch path then sends its calls one by one, and the
  -- one that crosses is refused alone (PY002: blocked, PY003: a limit; providers.wallet.ts).
  IF v_blocked > 0 THEN
    RAISE EXCEPTION 'play blocked' USING ERRCODE = 'PY002';
  END IF;
  IF v_over > 0 THEN
    RAISE EXCEPTION 'play limit reached' USING ERRCODE = 'PY003';
  END IF;
END;
$$;
