import type { SelectOption } from '../../ui/select/select-option';

export const pageTypes = [
  'website',
  'article',
  'book',
  'profile',
  'music.song',
  'music.album',
  'music.playlist',
  'music.radio_station',
  'video.movie',
  'video.episode',
  'video.tv_show',
  'video.other',
] as const;
export type PageType = (typeof pageTypes)[number];

export const pageTypeOptions: readonly SelectOption<PageType>[] = [
  { label: 'Website', value: 'website' },
  { label: 'Article', value: 'article' },
  { label: 'Book', value: 'book' },
  { label: 'Profile', value: 'profile' },
  { label: 'Song', value: 'music.song', group: 'Music' },
  { label: 'Music album', value: 'music.album', group: 'Music' },
  { label: 'Playlist', value: 'music.playlist', group: 'Music' },
  { label: 'Radio station', value: 'music.radio_station', group: 'Music' },
  { label: 'Movie', value: 'video.movie', group: 'Video' },
  { label: 'Episode', value: 'video.episode', group: 'Video' },
  { label: 'TV show', value: 'video.tv_show', group: 'Video' },
  { label: 'Other video', value: 'video.other', group: 'Video' },
];

export const cardTypes = ['summary', 'summary_large_image', 'app', 'player'] as const;
export type CardType = (typeof cardTypes)[number];

export const cardTypeOptions: readonly SelectOption<CardType>[] = [
  { label: 'Summary', value: 'summary' },
  { label: 'Summary with large image', value: 'summary_large_image' },
  { label: 'Application', value: 'app' },
  { label: 'Player', value: 'player' },
];

/** The form's text fields outside the type-specific groups, in form order. */
export const commonFieldNames = [
  'title',
  'description',
  'url',
  'siteName',
  'locale',
  'imageUrl',
  'imageAlt',
  'imageWidth',
  'imageHeight',
  'twitterSite',
  'twitterCreator',
] as const;

/** The fields of the type-specific groups; each type shows some of them (see `typeGroups`). */
export const typeFieldNames = [
  'articlePublishedTime',
  'articleModifiedTime',
  'articleExpirationTime',
  'articleAuthor',
  'articleSection',
  'articleTag',
  'bookAuthor',
  'bookIsbn',
  'bookReleaseDate',
  'bookTag',
  'profileFirstName',
  'profileLastName',
  'profileUsername',
  'profileGender',
  'musicDuration',
  'musicAlbum',
  'musicAlbumDisc',
  'musicAlbumTrack',
  'musicMusicians',
  'musicSong',
  'musicSongDisc',
  'musicSongTrack',
  'musicMusician',
  'musicReleaseDate',
  'musicCreator',
  'videoActors',
  'videoDirectors',
  'videoWriters',
  'videoDuration',
  'videoReleaseDate',
  'videoTag',
  'videoSeries',
] as const;

export type CommonFieldName = (typeof commonFieldNames)[number];
export type TypeFieldName = (typeof typeFieldNames)[number];
export type TextFieldName = CommonFieldName | TypeFieldName;

/** What the generator reads: the two choices and every text field (a list field holds one entry a line). */
export type OgForm = { pageType: PageType; cardType: CardType } & Record<TextFieldName, string>;

export interface TypeField {
  name: TypeFieldName;
  label: string;
  /** The meta tag's property, in its type's own namespace (ogp.me: no `og:` prefix). */
  property: string;
  /** A list: one tag per non-empty entry. */
  multi?: boolean;
}

export interface TypeGroup {
  title: string;
  fields: readonly TypeField[];
}

const songOfAlbum: readonly TypeField[] = [
  { name: 'musicSong', label: 'Song', property: 'music:song' },
  { name: 'musicSongDisc', label: 'Disc', property: 'music:song:disc' },
  { name: 'musicSongTrack', label: 'Track', property: 'music:song:track' },
];

const videoFields: readonly TypeField[] = [
  { name: 'videoActors', label: 'Actor', property: 'video:actor', multi: true },
  { name: 'videoDirectors', label: 'Director', property: 'video:director', multi: true },
  { name: 'videoWriters', label: 'Writer', property: 'video:writer', multi: true },
  { name: 'videoDuration', label: 'Duration (seconds)', property: 'video:duration' },
  { name: 'videoReleaseDate', label: 'Release date', property: 'video:release_date' },
  { name: 'videoTag', label: 'Tag', property: 'video:tag' },
];

/** The group of fields each page type adds to the form (none for a website). */
export const typeGroups: Partial<Record<PageType, TypeGroup>> = {
  article: {
    title: 'Article',
    fields: [
      { name: 'articlePublishedTime', label: 'Publishing date', property: 'article:published_time' },
      { name: 'articleModifiedTime', label: 'Modification date', property: 'article:modified_time' },
      { name: 'articleExpirationTime', label: 'Expiration date', property: 'article:expiration_time' },
      { name: 'articleAuthor', label: 'Author', property: 'article:author' },
      { name: 'articleSection', label: 'Section', property: 'article:section' },
      { name: 'articleTag', label: 'Tag', property: 'article:tag' },
    ],
  },
  book: {
    title: 'Book',
    fields: [
      { name: 'bookAuthor', label: 'Author', property: 'book:author' },
      { name: 'bookIsbn', label: 'ISBN', property: 'book:isbn' },
      { name: 'bookReleaseDate', label: 'Release date', property: 'book:release_date' },
      { name: 'bookTag', label: 'Tag', property: 'book:tag' },
    ],
  },
  profile: {
    title: 'Profile',
    fields: [
      { name: 'profileFirstName', label: 'First name', property: 'profile:first_name' },
      { name: 'profileLastName', label: 'Last name', property: 'profile:last_name' },
      { name: 'profileUsername', label: 'Username', property: 'profile:username' },
      { name: 'profileGender', label: 'Gender', property: 'profile:gender' },
    ],
  },
  'music.song': {
    title: 'Song details',
    fields: [
      { name: 'musicDuration', label: 'Duration', property: 'music:duration' },
      { name: 'musicAlbum', label: 'Album', property: 'music:album' },
      { name: 'musicAlbumDisc', label: 'Disc', property: 'music:album:disc' },
      { name: 'musicAlbumTrack', label: 'Track', property: 'music:album:track' },
      { name: 'musicMusicians', label: 'Musician', property: 'music:musician', multi: true },
    ],
  },
  'music.album': {
    title: 'Album details',
    fields: [
      ...songOfAlbum,
      { name: 'musicMusician', label: 'Musician', property: 'music:musician' },
      { name: 'musicReleaseDate', label: 'Release date', property: 'music:release_date' },
    ],
  },
  'music.playlist': {
    title: 'Playlist details',
    fields: [...songOfAlbum, { name: 'musicCreator', label: 'Creator', property: 'music:creator' }],
  },
  'music.radio_station': {
    title: 'Radio station details',
    fields: [{ name: 'musicCreator', label: 'Creator', property: 'music:creator' }],
  },
  'video.movie': { title: 'Movie details', fields: videoFields },
  'video.episode': {
    title: 'Video episode details',
    fields: [...videoFields, { name: 'videoSeries', label: 'Series', property: 'video:series' }],
  },
  'video.tv_show': { title: 'TV show details', fields: videoFields },
  'video.other': { title: 'Other video details', fields: videoFields },
};

/** The entries of a list field (one a line); a single field is a list of one. */
export function entriesOf(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

export function isPageType(text: string): text is PageType {
  return (pageTypes as readonly string[]).includes(text);
}

export function isCardType(text: string): text is CardType {
  return (cardTypes as readonly string[]).includes(text);
}
