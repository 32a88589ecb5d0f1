import {
  CRISIS_RESOURCES,
  CRISIS_SCREEN,
  FIXED_REPLIES,
  HARM_TO_OTHERS_REPLY,
  type CrisisResource,
  type Harm,
  type Help,
  type HelpLanguage,
} from './safety';

/**
 * The help each harm gets, in the user's language (docs/safety.md): which lines come first and the
 * fixed, reviewed reply of tiers (b) and (c). Every line and every Spanish option here is one the
 * service publishes itself (checked against its own pages; docs/safety.md lists them); none is
 * invented, and a service with no Spanish option is offered as it is.
 */

const LIFELINE = CRISIS_RESOURCES[0]!;
const TEXT_LINE = CRISIS_RESOURCES[1]!;
const EMERGENCY = CRISIS_RESOURCES[2]!;

/** The lines beyond the three of SAFETY.md 3, in English. */
const MORE: Record<'poison' | 'childhelp' | 'cybertipline' | 'trevor' | 'anad', CrisisResource> = {
  poison: {
    id: 'poison-control',
    name: 'Poison Control',
    detail: 'Call 1-800-222-1222 if someone took too much of something or swallowed something harmful. Free, any time (US).',
    actions: [{ kind: 'call', label: 'Call Poison Control', href: 'tel:18002221222' }],
  },
  childhelp: {
    id: 'childhelp',
    name: 'Childhelp National Child Abuse Hotline',
    detail: 'Call or text 1-800-422-4453 if someone is hurting you at home, any time. Someone trained listens and helps you plan (US).',
    actions: [
      { kind: 'call', label: 'Call Childhelp', href: 'tel:18004224453' },
      { kind: 'text', label: 'Text Childhelp', href: 'sms:18004224453' },
    ],
  },
  cybertipline: {
    id: 'cybertipline',
    name: 'NCMEC CyberTipline',
    detail:
      'If someone asked you for sexual images or is threatening to share them and you are (or were) under 18, you can report it, and get the images taken down. It is not your fault.',
    actions: [
      { kind: 'link', label: 'Report to the CyberTipline', href: 'https://report.cybertip.org' },
      { kind: 'call', label: 'Call 1-800-843-5678', href: 'tel:18008435678' },
    ],
  },
  trevor: {
    id: 'trevor',
    name: 'The Trevor Project',
    detail: 'Call 1-866-488-7386, any time, for LGBTQ+ young people (US).',
    actions: [{ kind: 'call', label: 'Call The Trevor Project', href: 'tel:18664887386' }],
  },
  anad: {
    id: 'anad',
    name: 'ANAD eating disorder helpline',
    detail: 'Peer support on weekdays from people who have been there; not a crisis line. In a crisis, call or text 988.',
    actions: [{ kind: 'link', label: 'Open the ANAD helpline page', href: 'https://anad.org/eating-disorder-helpline/' }],
  },
};

/** The same lines in Spanish, with only the Spanish options each service publishes. */
const SPANISH: Record<string, CrisisResource> = {
  [LIFELINE.id]: {
    id: LIFELINE.id,
    name: '988 Línea de Prevención del Suicidio y Crisis',
    detail: 'Llama al 988 y marca 2 para hablar en español, o envía AYUDA por mensaje al 988. Gratis y a cualquier hora.',
    actions: [
      { kind: 'call', label: 'Llamar al 988', href: 'tel:988' },
      { kind: 'text', label: 'Enviar AYUDA al 988', href: 'sms:988?&body=AYUDA' },
    ],
  },
  [TEXT_LINE.id]: {
    id: TEXT_LINE.id,
    name: 'Crisis Text Line',
    detail: 'Envía AYUDA por mensaje al 741741 para hablar en español con una persona voluntaria, a cualquier hora.',
    actions: [{ kind: 'text', label: 'Enviar AYUDA al 741741', href: 'sms:741741?&body=AYUDA' }],
  },
  [EMERGENCY.id]: {
    id: EMERGENCY.id,
    name: 'Emergencias',
    detail: 'Si tú u otra persona está en peligro ahora, llama al 911.',
    actions: [{ kind: 'call', label: 'Llamar al 911', href: 'tel:911' }],
  },
  [MORE.poison.id]: {
    id: MORE.poison.id,
    name: 'Centro de Control de Envenenamiento',
    detail: 'Llama al 1-800-222-1222 si alguien tomó demasiado de algo o se tragó algo dañino. Gratis, a cualquier hora, con intérpretes.',
    actions: [{ kind: 'call', label: 'Llamar al Control de Envenenamiento', href: 'tel:18002221222' }],
  },
  [MORE.childhelp.id]: {
    id: MORE.childhelp.id,
    name: 'Childhelp, línea nacional contra el abuso infantil',
    detail: 'Llama o envía un mensaje al 1-800-422-4453 si alguien te lastima en casa, a cualquier hora, con intérpretes.',
    actions: [
      { kind: 'call', label: 'Llamar a Childhelp', href: 'tel:18004224453' },
      { kind: 'text', label: 'Mensaje a Childhelp', href: 'sms:18004224453' },
    ],
  },
  [MORE.cybertipline.id]: {
    id: MORE.cybertipline.id,
    name: 'NCMEC CyberTipline',
    detail:
      'Si alguien te pidió imágenes sexuales o amenaza con compartirlas y tienes (o tenías) menos de 18 años, puedes reportarlo. No es tu culpa.',
    actions: [
      { kind: 'link', label: 'Reportar al CyberTipline', href: 'https://report.cybertip.org' },
      { kind: 'call', label: 'Llamar al 1-800-843-5678', href: 'tel:18008435678' },
    ],
  },
};

/** The lines each harm gets, most needed first: an emergency's emergency lines before 988. */
const LINES_BY_HARM: Record<Harm, readonly CrisisResource[]> = {
  'suicide-self-harm': [LIFELINE, TEXT_LINE, EMERGENCY],
  emergency: [EMERGENCY, MORE.poison, LIFELINE],
  'eating-disorder': [LIFELINE, MORE.anad, EMERGENCY],
  'abuse-at-home': [MORE.childhelp, EMERGENCY, LIFELINE],
  'sexual-exploitation': [MORE.cybertipline, MORE.childhelp, EMERGENCY, LIFELINE],
  'substance-challenge': [MORE.poison, EMERGENCY, LIFELINE],
  'harm-to-others': [EMERGENCY, LIFELINE],
};

/** The lines to show for a harm, in the user's language; English lines stand where a service publishes no Spanish option. */
export function helpLines(help: Help | undefined): readonly CrisisResource[] {
  const lines = LINES_BY_HARM[help?.harm ?? 'suicide-self-harm'];
  return help?.language === 'es' ? lines.map((line) => SPANISH[line.id] ?? line) : lines;
}

/**
 * The crisis screen's words in each language of the help (docs/safety.md, "Languages"): English is
 * CRISIS_SCREEN, as the spec words it; Spanish when the message that opened it was in Spanish.
 */
export const CRISIS_SCREEN_TEXT: Record<HelpLanguage, { title: string; intro: string; lines: string; acknowledge: string }> = {
  en: { ...CRISIS_SCREEN, lines: 'Right now' },
  es: {
    title: 'Mereces apoyo ahora mismo',
    intro: 'Hay personas listas para hablar contigo ahora, a cualquier hora y gratis.',
    lines: 'Ahora mismo',
    acknowledge: 'Ya vi estos recursos',
  },
};

/** Every line of this module once, for the SOS dialog's full list. */
export const MORE_LINES: readonly CrisisResource[] = Object.values(MORE);

/** Fixed, reviewed replies beyond the general ones of shared/safety.ts, by harm and tier, in English. */
const FIXED_BY_HARM: Partial<Record<Harm, Partial<Record<'b' | 'c', string>>>> = {
  emergency: {
    c:
      'Please get help right now. Call 911 if you or someone with you is in danger, is hurt, or took too much of ' +
      'something. If someone swallowed something harmful, you can also call Poison Control at 1-800-222-1222. ' +
      "Stay with them, or with someone you trust, and keep your phone close. I'm here, and you don't have to do this alone.",
  },
  'abuse-at-home': {
    b:
      "Thank you for telling me. What's happening at home is not your fault, and you deserve to be safe. You can " +
      'call or text Childhelp at 1-800-422-4453, any time, to talk with someone who can help you plan. If you are in ' +
      'danger right now, call 911.',
    c:
      'Your safety comes first right now. If you can, get somewhere safe and call 911, or go to someone you trust. ' +
      "When you're safe, Childhelp is there any time at 1-800-422-4453.",
  },
  'sexual-exploitation': {
    b:
      "Thank you for telling me. This is not your fault, and you don't have to deal with it alone. You don't have to " +
      'send anything or pay anyone. Tell an adult you trust, and you can report it to the NCMEC CyberTipline at ' +
      'report.cybertip.org or 1-800-843-5678; they can also help get images taken down.',
    c:
      "Please don't go and don't send anything: you are not in trouble, and this is not your fault. Tell an adult you " +
      "trust right now, or call 911 if you are in danger. If you feel like you can't go on because of this, call or text 988.",
  },
  'eating-disorder': {
    b:
      'Thank you for telling me. Going without food or making yourself sick is hard on your body and your mind, and you ' +
      'deserve real support from a person. ANAD offers peer support on weekdays at anad.org; if things feel like a crisis, ' +
      'call or text 988, any time. If you feel faint or your heart is racing, call 911.',
  },
  'substance-challenge': {
    b:
      "I'm glad you told me. Mixing things or challenges like this can hurt you in ways that are hard to undo, and I'd " +
      'really rather you stayed safe. If anyone has taken something and feels unwell, call Poison Control at ' +
      '1-800-222-1222 or 911. You can also call or text 988 to talk with someone, any time.',
  },
};

/** The fixed replies in Spanish. */
const SPANISH_FIXED: { b: string; c: string; others: string } & Partial<Record<Harm, Partial<Record<'b' | 'c', string>>>> = {
  b:
    'Gracias por contármelo. Parece que estás cargando mucho dolor ahora mismo, y mereces el apoyo de una persona, ' +
    'no solo de una IA. Por favor, busca ayuda ahora: llama al 988 y marca 2 para hablar en español, o envía AYUDA ' +
    'al 988 o al 741741. Si crees que podrías hacerte daño, llama al 911. Aquí sigo para platicar contigo.',
  c:
    'Me alegra que me lo hayas dicho, y me preocupa tu seguridad. Por favor, busca ayuda ahora mismo: llama al 988 y ' +
    'marca 2, o llama al 911 si estás en peligro o ya te hiciste daño. Si puedes, aléjate de lo que podrías usar para ' +
    'lastimarte y quédate cerca de alguien de confianza. No tienes que pasar por esto solo ni sola.',
  others:
    'Me preocupa lo que me cuentas. Si alguien está en peligro, llama al 911 ahora. Si tienes pensamientos de lastimar ' +
    'a alguien, puedes llamar al 988 y marcar 2 para hablar con alguien que te puede ayudar, a cualquier hora.',
  emergency: {
    c:
      'Por favor, busca ayuda ahora mismo. Llama al 911 si tú o alguien contigo está en peligro, está herido o tomó ' +
      'demasiado de algo. Si alguien se tragó algo dañino, también puedes llamar al Control de Envenenamiento al ' +
      '1-800-222-1222, con intérpretes. Quédate con esa persona o con alguien de confianza. Aquí estoy contigo.',
  },
  'abuse-at-home': {
    b:
      'Gracias por contármelo. Lo que pasa en tu casa no es tu culpa y mereces estar a salvo. Puedes llamar o enviar un ' +
      'mensaje a Childhelp al 1-800-422-4453, a cualquier hora y con intérpretes. Si estás en peligro ahora, llama al 911.',
    c:
      'Tu seguridad es lo primero ahora. Si puedes, ve a un lugar seguro y llama al 911, o busca a alguien de confianza. ' +
      'Cuando estés a salvo, Childhelp está disponible a cualquier hora al 1-800-422-4453.',
  },
  'sexual-exploitation': {
    b:
      'Gracias por contármelo. No es tu culpa y no tienes que enfrentarlo solo ni sola. No tienes que mandar nada ni ' +
      'pagarle a nadie. Cuéntale a un adulto de confianza; también puedes reportarlo al CyberTipline en ' +
      'report.cybertip.org o al 1-800-843-5678.',
    c:
      'Por favor, no vayas y no mandes nada: no estás en problemas y no es tu culpa. Cuéntale ahora a un adulto de ' +
      'confianza, o llama al 911 si estás en peligro. Si sientes que no puedes más, llama al 988 y marca 2.',
  },
};

/**
 * The fixed reply of a tier (b) or (c) message: its harm's own where it has one, in the user's
 * language, else the general reply of its tier (harm to others its own).
 */
export function fixedReplyFor(tier: 'b' | 'c', help: Help | undefined, harmToOthers = false): string {
  const harm = harmToOthers ? 'harm-to-others' : help?.harm;
  if (help?.language === 'es') {
    if (harm === 'harm-to-others') return SPANISH_FIXED.others;
    return (harm && SPANISH_FIXED[harm]?.[tier]) ?? SPANISH_FIXED[tier];
  }
  if (harm === 'harm-to-others') return HARM_TO_OTHERS_REPLY;
  return (harm && FIXED_BY_HARM[harm]?.[tier]) ?? FIXED_REPLIES[tier];
}
