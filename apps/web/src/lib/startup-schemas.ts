import { z } from 'zod';

// The answer schemas of the calls that modules of the first screen make (loaded by lazy-schema.ts).
// Everything here is built when the chunk loads, never by the first screen's script.

export {
  AnnouncementsSchema,
  ConsolidatedSchema,
  GameMenusSchema,
  HelpCenterSchema,
  LaunchGameResultSchema,
  LoginResultSchema,
  LoginSuccessSchema,
  MemberInfoSchema,
  MemberProfileSchema,
  NoticePageSchema,
  PermissionSchema,
  ProtectionStateSchema,
  PublicKeySchema,
  RankListSchema,
  RealityCheckSchema,
  RegisterSettingsSchema,
  SmsSentSchema,
  SuccessSchema,
  SystemStatusSchema,
  TotpSetupSchema,
} from '@perya/contracts';

/** GET /wps/session/devices: the member's signed-in devices. */
export const SessionDeviceListSchema = z.array(
  z.object({
    id: z.string(),
    device: z.string(),
    ip: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  }),
);
