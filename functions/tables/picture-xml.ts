/** Text made safe inside XML character data and attribute values (the pictures' SVG). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
