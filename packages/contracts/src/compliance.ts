import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();
/** A non-negative amount in minor units as a digit string (settings). */
const MinorAmountSchema = z.string().regex(/^\d{1,16}$/, 'Must be a whole number of centavos');

// Philippine compliance (issue 18, decision 038; domain-rules §6): age and prohibited persons,
// KYC tiers, list screening, AML reports and cases, family exclusion requests, account closure,
// login history. Limits and self-exclusion belong to the protection module.

/** Spec §5 and PD 1869 as amended: players must be 21. The operator may raise it, never below 18. */
export const DEFAULT_MINIMUM_AGE = 21;
/** AMLA (RA 10927): a single casino transaction above ₱5,000,000 is a covered transaction. */
export const DEFAULT_COVERED_THRESHOLD_MINOR = 500_000_000n;
/** CTRs and STRs go to the AMLC within 5 working days (Casino IRR; domain-rules §6). */
export const DEFAULT_STR_DEADLINE_WORKING_DAYS = 5;

export const KYC_TIERS = ['NONE', 'BASIC', 'VERIFIED'] as const;
export type KycTier = (typeof KYC_TIERS)[number];
export const KycTierSchema = z.enum(KYC_TIERS);
export const kycTierRank = (tier: KycTier): number => KYC_TIERS.indexOf(tier);

/** Where the member stands: nothing sent, waiting for staff, verified, refused, or asked again. */
export const KYC_STATES = ['NONE', 'PENDING', 'VERIFIED', 'REJECTED', 'REVERIFY'] as const;
export type KycState = (typeof KYC_STATES)[number];

export const KYC_DOCUMENT_TYPES = ['PASSPORT', 'DRIVERS_LICENSE', 'UMID', 'PHILSYS', 'PRC', 'POSTAL', 'OTHER'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** The actions KYC gates, the codes a refusal names (KYC_REQUIRED carries `action` and `requiredTier`). */
export const KYC_GATED_ACTIONS = ['WITHDRAWAL', 'LARGE_DEPOSIT'] as const;
export type KycGatedAction = (typeof KYC_GATED_ACTIONS)[number];

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');

export const ComplianceSettingsSchema = z.object({
  minimumAge: z.number().int().min(18).max(99),
  withdrawalTier: KycTierSchema,
  largeDepositTier: KycTierSchema,
  /** A deposit above this needs largeDepositTier (minor units). */
  largeDepositAboveMinor: MinorAmountSchema,
  coveredThresholdMinor: MinorAmountSchema,
  /** Deposits at or above this share of the threshold (basis points) and below it count as "just below". */
  structuringFloorBps: z.number().int().min(1000).max(9999),
  structuringCount: z.number().int().min(2).max(100),
  structuringWindowHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 31),
  strDeadlineWorkingDays: z.number().int().min(1).max(30),
});
export type ComplianceSettings = z.infer<typeof ComplianceSettingsSchema>;
export const ComplianceSettingsUpdateSchema = ComplianceSettingsSchema.partial();

export const KycStatusSchema = z.object({
  tier: KycTierSchema,
  state: z.enum(KYC_STATES),
  /** Staff's reason when refused, or why it is asked again. */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  minimumAge: z.number().int(),
  withdrawalTier: KycTierSchema,
  largeDepositTier: KycTierSchema,
  largeDepositAboveMinor: z.string(),
  /** A list screening hit is under review: play and deposits are paused. */
  screeningHold: z.boolean(),
  declaredNotProhibitedAt: z.string().nullable(),
});
export type KycStatus = z.infer<typeof KycStatusSchema>;

/**
 * The prohibited-person declaration a member made by its agent owes (decision 055): `required`
 * while it has not declared; deposits, withdrawals and game launches answer DECLARATION_REQUIRED.
 */
export const DeclarationStatusSchema = z.object({
  required: z.boolean(),
  declaredAt: z.string().nullable(),
  minimumAge: z.number().int(),
});
export type DeclarationStatus = z.infer<typeof DeclarationStatusSchema>;

/** POST /wps/compliance/declaration: the member's own declaration (true, or a field message). */
export const DeclarationRequestSchema = z.object({ notProhibited: z.boolean().optional() }).strict();
export type DeclarationRequest = z.infer<typeof DeclarationRequestSchema>;

export const KycSubmitRequestSchema = z.object({
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  documentNumber: text(64).min(3),
  fullName: text(100).min(2),
  birthday: DateSchema,
  documentUploadId: z.uuid(),
  selfieUploadId: z.uuid(),
});
export type KycSubmitRequest = z.infer<typeof KycSubmitRequestSchema>;

export const KYC_REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const StaffKycSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  documentNumber: z.string(),
  fullName: z.string(),
  birthday: z.string(),
  age: z.number().int(),
  documentUrl: z.string(),
  selfieUrl: z.string(),
  status: z.enum(KYC_REVIEW_STATUSES),
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export const StaffKycPageSchema = z.object({ list: z.array(StaffKycSchema), total: z.number().int() });
export const StaffKycQuerySchema = z.object({ status: z.enum(KYC_REVIEW_STATUSES).optional() });
export const KycDecisionRequestSchema = z.object({
  decision: z.enum(['APPROVE', 'REJECT']),
  reason: text(500).min(3),
});
export const ComplianceIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

// Screening (a pluggable list; the operator's CSV stands in for the NDRP).
export const SCREENING_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const SCREENING_CSV_MAX_ROWS = 50_000;
export const ScreeningImportRequestSchema = z.object({
  csv: z.string().min(1).max(SCREENING_CSV_MAX_BYTES),
});
export const ScreeningImportResultSchema = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export const SCREENING_HIT_STATUSES = ['OPEN', 'CLEARED', 'CONFIRMED'] as const;
export const SCREENING_STAGES = ['REGISTRATION', 'KYC', 'LOGIN'] as const;
export const StaffScreeningHitSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  stage: z.enum(SCREENING_STAGES),
  matchedName: z.string(),
  listReference: z.string().nullable(),
  status: z.enum(SCREENING_HIT_STATUSES),
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  createdAt: z.string(),
});
export const StaffScreeningPageSchema = z.object({
  list: z.array(StaffScreeningHitSchema),
  total: z.number().int(),
  listSize: z.number().int(),
});
export const StaffScreeningQuerySchema = z.object({ status: z.enum(SCREENING_HIT_STATUSES).optional() });
export const ScreeningDecisionRequestSchema = z.object({
  decision: z.enum(['CLEAR', 'CONFIRM']),
  reason: text(500).min(3),
});

// AML
export const AML_CASE_KINDS = ['STRUCTURING', 'SCREENING'] as const;
export const AML_CASE_STATUSES = ['OPEN', 'FILED', 'DISMISSED'] as const;
export const StaffCoveredReportSchema = z.object({
  id: z.number().int(),
  sourceKind: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  sourceId: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  amountMinor: z.string(),
  currency: z.string(),
  occurredAt: z.string(),
  detectedAt: z.string(),
});
export const StaffAmlCaseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(AML_CASE_KINDS),
  memberId: z.number().int(),
  memberAccount: z.string(),
  summary: z.string(),
  totalMinor: z.string(),
  status: z.enum(AML_CASE_STATUSES),
  openedAt: z.string(),
  deadlineAt: z.string(),
  overdue: z.boolean(),
  note: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export const StaffAmlOverviewSchema = z.object({
  covered: z.array(StaffCoveredReportSchema),
  cases: z.array(StaffAmlCaseSchema),
});
export const AmlCaseDecisionRequestSchema = z.object({
  decision: z.enum(['FILED', 'DISMISSED']),
  note: text(1000).min(3),
});
export const AmlExportQuerySchema = z.object({ kind: z.enum(['covered', 'cases']) });

// Family exclusion (PAGCOR: spouse, parent, or child of 18 or over)
export const FAMILY_RELATIONSHIPS = ['SPOUSE', 'PARENT', 'CHILD'] as const;
export const FAMILY_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const FamilyEvidenceSchema = z.object({ evidenceId: z.uuid() });
export const FamilyExclusionRequestSchema = z.object({
  applicantName: text(100).min(2),
  relationship: z.enum(FAMILY_RELATIONSHIPS),
  applicantAdult: z.literal(true, { error: 'adult' }),
  contact: text(120).min(5),
  respondentName: text(100).min(2),
  respondentAccount: optionalText(64),
  respondentBirthday: DateSchema.optional(),
  details: text(1000).min(10),
  evidenceIds: z.array(z.uuid()).min(1).max(3),
});
export type FamilyExclusionRequest = z.infer<typeof FamilyExclusionRequestSchema>;
export const FamilyExclusionReceiptSchema = z.object({ reference: z.string() });
export const StaffFamilyRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  applicantName: z.string(),
  relationship: z.enum(FAMILY_RELATIONSHIPS),
  contact: z.string(),
  respondentName: z.string(),
  respondentAccount: z.string().nullable(),
  respondentBirthday: z.string().nullable(),
  details: z.string(),
  evidenceUrls: z.array(z.string()),
  status: z.enum(FAMILY_REQUEST_STATUSES),
  memberId: z.number().int().nullable(),
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  createdAt: z.string(),
  /** Approved, the exclusion still to be applied through the protection module (set at merge). */
  exclusionPending: z.boolean(),
});
export const StaffFamilyPageSchema = z.object({ list: z.array(StaffFamilyRequestSchema), total: z.number().int() });
export const StaffFamilyQuerySchema = z.object({ status: z.enum(FAMILY_REQUEST_STATUSES).optional() });
export const FamilyDecisionRequestSchema = z.object({
  decision: z.enum(['APPROVE', 'REJECT']),
  reason: text(500).min(3),
  /** The member the request is about, as staff identified them (required to approve). */
  memberAccount: optionalText(64),
});

// Account closure and login history (security centre)
export const CloseAccountRequestSchema = z.object({
  password: text(128).min(1),
  confirm: z.literal(true, { error: 'confirm' }),
});
export const ClosureCheckSchema = z.object({
  balanceMinor: z.string(),
  pendingWithdrawals: z.number().int(),
  /** Game rounds still open (a win may yet be paid): the account cannot close until they settle. */
  openRounds: z.number().int(),
  canClose: z.boolean(),
});
export const LoginHistorySchema = z.object({
  list: z.array(
    z.object({
      time: z.string(),
      ip: z.string(),
      device: z.string(),
      method: z.string(),
      current: z.boolean(),
    }),
  ),
});
