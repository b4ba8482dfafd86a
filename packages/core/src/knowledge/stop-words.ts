/**
 * Words too common to tell passages apart, in their folded form (lower case, no accents): English,
 * German and French. Kept short on purpose: a word that carries meaning in one language ("die",
 * "will") costs little when it stays in the index.
 */
const english =
  'a an and are as at be been being but by can could did do does for from had has have he her his how i if in into is it its me my no not of on or our she so than that the their them then there these they this those to was we were what when where which who whom why with would you your shall may upon such any all each'.split(
    ' ',
  );

const german =
  'aber als am an auch auf aus bei bin bis da dass dem den der des die dies diese dieser du durch ein eine einem einen einer eines er es fur hat hatte ich ihr im in ist ja mit nach nicht noch nur oder sich sie sind so uber um und uns von vor war was wie wir zu zum zur'.split(
    ' ',
  );

const french =
  'au aux avec ce ces cette dans de des du elle en est et etait il ils je la le les leur lui mais me meme mon ne nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous y a ete sont'.split(
    ' ',
  );

export const stopWords: ReadonlySet<string> = new Set([...english, ...german, ...french]);
