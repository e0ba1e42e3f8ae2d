CREATE TABLE "crash_refused_bets" (
	"member_id" bigint NOT NULL,
	"bet_id" text NOT NULL,
	"round_id" bigint NOT NULL,
	"request_hash" char(64) NOT NULL,
	"currency" char(3) NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crash_refused_bets_member_id_bet_id_pk" PRIMARY KEY("member_id","bet_id"),
	CONSTRAINT "crash_refused_bets_code" CHECK ("crash_refused_bets"."code" in ('BETTING_CLOSED', 'ROUND_FULL', 'ALREADY_IN_ROUND'))
);
