/**
 * "Can I work from Portugal for a few weeks?": a country the knowledge base never names is abroad,
 * which is how policies put it. Only applied where the knowledge base lacks the name (see synonyms.ts),
 * so a policy with rules for Singapore keeps its own word for it.
 */
import { uniqueTerms } from "./text.js";

const NAMES =
  "afghanistan albania algeria andorra angola argentina armenia australia austria azerbaijan bahamas bahrain bangladesh barbados belarus belgium belize benin bhutan bolivia " +
  "bosnia botswana brazil brunei bulgaria cambodia cameroon canada chile colombia congo croatia cuba cyprus czechia denmark ecuador egypt estonia ethiopia fiji finland " +
  "france gambia georgia germany ghana greece guatemala haiti honduras hungary iceland india indonesia iran iraq ireland israel italy jamaica japan jordan kazakhstan kenya " +
  "kosovo kuwait laos latvia lebanon libya liechtenstein lithuania luxembourg madagascar malawi malaysia maldives mali malta mauritius mexico moldova monaco mongolia " +
  "montenegro morocco mozambique myanmar namibia nepal netherlands holland nicaragua niger nigeria norway oman pakistan panama paraguay peru philippines poland portugal " +
  "qatar romania russia rwanda senegal serbia seychelles singapore slovakia slovenia somalia spain sudan sweden switzerland syria taiwan tanzania thailand tunisia turkey " +
  "uganda ukraine uruguay uzbekistan venezuela vietnam yemen zambia zimbabwe " +
  "new-zealand south-africa south-korea north-korea hong-kong saudi-arabia costa-rica czech-republic sri-lanka dominican-republic el-salvador puerto-rico " +
  "united-arab-emirates uae";

const ABROAD = "abroad|another country|overseas|international";

/** Country name → the words policies use for working or travelling there. */
export const COUNTRIES: Record<string, string> = Object.fromEntries(NAMES.split(/\s+/).map((n) => [n.replace(/-/g, " "), ABROAD]));

/** "Working from outside mainland China", "outside the UK": a line about being abroad, however it names home. */
const HOME_COUNTRIES = [...NAMES.split(/\s+/).map((n) => n.replace(/-/g, "\\s+")), "china", "the\\s+uk", "the\\s+us", "the\\s+usa", "the\\s+united\\s+states", "the\\s+united\\s+kingdom", "the\\s+eu", "europe", "the\\s+country", "your\\s+home\\s+country"];
const OUTSIDE = new RegExp(`\\boutside\\s+(?:of\\s+)?(?:mainland\\s+)?(?:${HOME_COUNTRIES.join("|")})\\b`, "i");
// "…within mainland China and … outside mainland China": a line for both is not about being abroad.
const INSIDE = new RegExp(`\\b(?:within|inside)\\s+(?:mainland\\s+)?(?:${HOME_COUNTRIES.join("|")})\\b`, "i");

const ABROAD_TERMS = uniqueTerms("abroad overseas international");

/** The terms of "abroad" and its equivalents, when `sentence` speaks of being outside a country. */
export function abroadIn(sentence: string): string[] {
  return OUTSIDE.test(sentence) && !INSIDE.test(sentence) ? ABROAD_TERMS : [];
}
