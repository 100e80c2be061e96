/** Fixture: a file name that is not kebab-case (check-file/filename-naming-convention). */
export const badName = 1;
