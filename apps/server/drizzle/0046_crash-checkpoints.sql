CREATE TABLE "crash_chain_checkpoints" (
	"chain_id" integer NOT NULL,
	"steps" integer NOT NULL,
	"hash" char(64) NOT NULL,
	CONSTRAINT "crash_chain_checkpoints_chain_id_steps_pk" PRIMARY KEY("chain_id","steps"),
	CONSTRAINT "crash_chain_checkpoints_steps" CHECK ("crash_chain_checkpoints"."steps" >= 0)
);
