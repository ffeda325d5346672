// Tables of this feature area (issue 6); see the area's service for how they are used.
export {};
