/** Registration field rules (SPEC §3, §5); `patternId` n selects the client's message reg_pattern_n. */
export interface RegisterFieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

/** Pattern families in the order SPEC §5 lists them (1-based); 0 = '*' (match all). */
const PATTERNS = {
  any: { acceptedPattern: '*', patternId: 0 },
  letterThenAlphanumeric: { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 2 },
  email: { acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 4 },
  alphanumeric: { acceptedPattern: '^[A-Za-z0-9]+$', patternId: 5 },
  digits: { acceptedPattern: '^[0-9]+$', patternId: 7 },
  lettersAndSpaces: { acceptedPattern: '^[A-Za-z ]+$', patternId: 9 },
  lettersDigitsSymbols: { acceptedPattern: '^[!-~]+$', patternId: 18 },
} as const;

type Pattern = (typeof PATTERNS)[keyof typeof PATTERNS];

const rule = (pattern: Pattern, required: boolean, minLength: number, maxLength: number): RegisterFieldRule => ({
  enabled: true,
  required,
  ...pattern,
  minLength,
  maxLength,
});

const disabled = (): RegisterFieldRule => ({ enabled: false, required: false, ...PATTERNS.any, minLength: 0, maxLength: 50 });

export function registerSettings(): Record<string, RegisterFieldRule> {
  return {
    username: rule(PATTERNS.letterThenAlphanumeric, true, 6, 16),
    password: rule(PATTERNS.lettersDigitsSymbols, true, 8, 20),
    confirmPassword: rule(PATTERNS.any, true, 8, 20),
    payeeName: rule(PATTERNS.lettersAndSpaces, false, 2, 50),
    email: rule(PATTERNS.email, false, 5, 64),
    qqNum: disabled(),
    mobileNum: rule(PATTERNS.digits, false, 10, 11),
    recommenderId: disabled(),
    captcha: rule(PATTERNS.any, true, 4, 4),
    verificationCode: rule(PATTERNS.digits, false, 6, 6),
    affiliateCode: rule(PATTERNS.alphanumeric, false, 4, 20),
    paymentPassword: disabled(),
    line: disabled(),
    whatsapp: disabled(),
    facebook: disabled(),
    wechat: disabled(),
    idNumber: disabled(),
    birthday: rule(PATTERNS.any, false, 0, 10),
    referralCode: rule(PATTERNS.alphanumeric, false, 0, 20),
    domain: disabled(),
    countryDialingCode: rule(PATTERNS.any, false, 0, 5),
    // The fields SPEC §3 names only in its labels: off until the operator shows them.
    nickname: disabled(),
    telegram: disabled(),
    zalo: disabled(),
    address: disabled(),
    nationality: disabled(),
    occupation: disabled(),
    sourceOfIncome: disabled(),
  };
}
