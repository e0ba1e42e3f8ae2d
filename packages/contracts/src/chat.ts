import { z } from 'zod';

// Live chat (spec §1 "live-dealer chat models", §7.2 CBS_modelList / CBS_launchChat): the queues a
// visitor can talk to, and a chat room opened in a new tab. The room page and its calls are served
// by the configured chat provider (the built-in one: /chat/:roomToken on this server).

export const ChatModelSchema = z.object({
  /** Stable code, e.g. DEPOSIT. */
  code: z.string(),
  name: z.string(),
  description: z.string(),
});
export type ChatModel = z.infer<typeof ChatModelSchema>;

/** GET /wps/relay/CBS_modelList (public). */
export const ChatModelListSchema = z.object({ list: z.array(ChatModelSchema) });
export type ChatModelList = z.infer<typeof ChatModelListSchema>;

export const CHAT_DISPLAY_NAME_MAX_LENGTH = 32;
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/** POST /wps/relay/CBS_launchChat: a signed-in player chats under their name; a guest gives one. */
export const LaunchChatRequestSchema = z.object({
  modelCode: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{2,32}$/, 'Unknown chat'),
  displayName: z
    .string()
    .trim()
    .min(2)
    .max(CHAT_DISPLAY_NAME_MAX_LENGTH)
    .regex(/^[\p{L}\p{N} ._'-]+$/u, "Use letters, digits, spaces and . _ ' -")
    .optional(),
});
export type LaunchChatRequest = z.input<typeof LaunchChatRequestSchema>;

/** Open `chatUrl` in a new tab: it holds the room's secret, so it is not shared. */
export const LaunchChatResultSchema = z.object({ chatUrl: z.string() });
export type LaunchChatResult = z.infer<typeof LaunchChatResultSchema>;

// ---------------------------------------------------------------- the built-in chat room

export const CHAT_SENDERS = ['VISITOR', 'AGENT', 'BOT'] as const;
export const ChatSenderSchema = z.enum(CHAT_SENDERS);

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  sender: ChatSenderSchema,
  authorName: z.string(),
  body: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatRoomTokenParamsSchema = z.object({
  roomToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown chat room'),
});
export const ChatMessagesQuerySchema = z.object({ after: z.coerce.number().int().min(0).default(0) });
export const ChatRoomStateSchema = z.object({
  status: z.enum(['OPEN', 'CLOSED']),
  messages: z.array(ChatMessageSchema),
});
export const PostChatMessageRequestSchema = z.object({
  body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
});

// ---------------------------------------------------------------- staff

export const StaffChatRoomSchema = z.object({
  id: z.uuid(),
  modelCode: z.string(),
  displayName: z.string(),
  memberId: z.number().int().nullable(),
  status: z.enum(['OPEN', 'CLOSED']),
  /** The visitor wrote last and nobody from staff has answered since. */
  isAwaitingAgent: z.boolean(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export const StaffChatRoomListSchema = z.object({ list: z.array(StaffChatRoomSchema) });
export const StaffChatRoomQuerySchema = z.object({ status: z.enum(['OPEN', 'CLOSED']).optional() });
export const ChatRoomIdParamsSchema = z.object({ id: z.uuid() });
