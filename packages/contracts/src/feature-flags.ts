// The white-label feature-flag tree (spec §6). A flag counts as on only when it and every
// ancestor are enabled. Group nodes (ending in GROUP) only organise the tree.

export type FeatureFlagDefinition = {
  modId: string;
  parent: string | null;
  defaultEnabled: boolean;
  description: string;
};

export const FEATURE_FLAGS = [
  { modId: 'REGISTERGROUP', parent: null, defaultEnabled: true, description: 'Registration' },
  { modId: 'USERNAMEREG3', parent: 'REGISTERGROUP', defaultEnabled: true, description: 'Register with a username' },
  {
    modId: 'MOBILENUMREG3',
    parent: 'REGISTERGROUP',
    defaultEnabled: true,
    description: 'Register with a mobile number (default tab)',
  },
  {
    modId: 'MOBILENUMPASSREG3',
    parent: 'REGISTERGROUP',
    defaultEnabled: true,
    description: 'Mobile registration asks for a password',
  },
  {
    modId: 'REGMOBVERF3',
    parent: 'REGISTERGROUP',
    defaultEnabled: true,
    description: 'SMS verification on registration',
  },
  { modId: 'LOGINGROUP', parent: null, defaultEnabled: true, description: 'Log in' },
  {
    modId: 'MOBILEVERCODELOGIN3',
    parent: 'LOGINGROUP',
    defaultEnabled: true,
    description: 'Log in with mobile number and SMS code',
  },
  { modId: 'FREEPLAY3', parent: 'LOGINGROUP', defaultEnabled: true, description: 'Free-play (trial) accounts' },
  { modId: 'PASSWORDGROUP', parent: null, defaultEnabled: true, description: 'Passwords' },
  {
    modId: 'CHNGPASSVERIF3',
    parent: 'PASSWORDGROUP',
    defaultEnabled: true,
    description: 'Forgot password by phone verification',
  },
  { modId: 'CHNGPASSMAIL3', parent: 'PASSWORDGROUP', defaultEnabled: true, description: 'Forgot password by e-mail' },
  {
    modId: 'PWDEXPFORCECHANGE3',
    parent: 'PASSWORDGROUP',
    defaultEnabled: true,
    description: 'Force a change of expired passwords',
  },
  { modId: 'AGENTGROUP', parent: null, defaultEnabled: true, description: 'Agents' },
  {
    modId: 'AGENTPOLICY3',
    parent: 'AGENTGROUP',
    defaultEnabled: true,
    description: 'Agent contracts (salary and dividend)',
  },
  // The referral programme's switch (issue 19, modules/referral): the side menu's invite-friends
  // entry shows to members when it is on; staff switch it with the programme's settings.
  { modId: 'REFERRAL3', parent: null, defaultEnabled: false, description: 'Referral programme (invite friends)' },
] as const satisfies readonly FeatureFlagDefinition[];

export type FeatureFlagId = (typeof FEATURE_FLAGS)[number]['modId'];

/** The referral programme's switch (issue 19): "the referral promotion is enabled" of spec §2.3. */
export const REFERRAL_FLAG = 'REFERRAL3' satisfies FeatureFlagId;
export const FEATURE_FLAG_IDS = FEATURE_FLAGS.map((flag) => flag.modId) as [FeatureFlagId, ...FeatureFlagId[]];

/** A node of the white-label tree as the API sends it. */
export type WhitelabelNode = {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};

/** Whether `modId` is on in a tree: enabled itself and under enabled ancestors only. */
export const isFlagOn = (tree: readonly WhitelabelNode[], modId: string): boolean => {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isFlagOn(node.childrenNodes, modId)) return true;
  }
  return false;
};
