/** 30 s for the 30-second pop-up, 60 s for the others; Skip after 5 s for 30 s or less, else 10 s. */
export const adDurationSeconds = (placement: string) => (placement === "video_popup_30s" ? 30 : 60);
export const skipAfterSeconds = (duration: number) => (duration <= 30 ? 5 : 10);
