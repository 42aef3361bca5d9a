export async function checkCommand(_u: string, _o: unknown): Promise<number> {
  return 2;
}
