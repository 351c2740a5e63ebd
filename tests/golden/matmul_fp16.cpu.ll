; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define void @matmul_kernel(ptr nocapture readonly %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6) local_unnamed_addr #0 {
.preheader19:
  %7 = alloca [4096 x float], align 64
  %8 = alloca [2048 x half], align 64
  %9 = alloca [2048 x half], align 64
  %10 = alloca [4096 x float], align 64
  %11 = load ptr, ptr %0, align 8
  %12 = getelementptr i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr i8, ptr %0, i64 16
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr i8, ptr %0, i64 24
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr i8, ptr %0, i64 32
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr i8, ptr %0, i64 40
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr i8, ptr %0, i64 48
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr i8, ptr %0, i64 64
  %25 = load i32, ptr %24, align 4
  %26 = getelementptr i8, ptr %0, i64 80
  %27 = load i32, ptr %26, align 4
  %28 = shl i32 %1, 6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(16384) %7, i8 0, i64 16384, i1 false)
  %29 = shl i32 %2, 6
  %30 = icmp sgt i32 %21, 0
  br i1 %30, label %.preheader18.preheader, label %.preheader.preheader

.preheader18.preheader:                           ; preds = %.preheader19
  %31 = getelementptr inbounds i8, ptr %8, i64 2
  %32 = getelementptr inbounds i8, ptr %8, i64 4
  %33 = getelementptr inbounds i8, ptr %8, i64 6
  %34 = getelementptr inbounds i8, ptr %8, i64 8
  %35 = getelementptr inbounds i8, ptr %8, i64 10
  %36 = getelementptr inbounds i8, ptr %8, i64 12
  %37 = getelementptr inbounds i8, ptr %8, i64 14
  %38 = getelementptr inbounds i8, ptr %8, i64 16
  %39 = getelementptr inbounds i8, ptr %8, i64 18
  %40 = getelementptr inbounds i8, ptr %8, i64 20
  %41 = getelementptr inbounds i8, ptr %8, i64 22
  %42 = getelementptr inbounds i8, ptr %8, i64 24
  %43 = getelementptr inbounds i8, ptr %8, i64 26
  %44 = getelementptr inbounds i8, ptr %8, i64 28
  %45 = getelementptr inbounds i8, ptr %8, i64 30
  %46 = getelementptr inbounds i8, ptr %8, i64 32
  %47 = getelementptr inbounds i8, ptr %8, i64 34
  %48 = getelementptr inbounds i8, ptr %8, i64 36
  %49 = getelementptr inbounds i8, ptr %8, i64 38
  %50 = getelementptr inbounds i8, ptr %8, i64 40
  %51 = getelementptr inbounds i8, ptr %8, i64 42
  %52 = getelementptr inbounds i8, ptr %8, i64 44
  %53 = getelementptr inbounds i8, ptr %8, i64 46
  %54 = getelementptr inbounds i8, ptr %8, i64 48
  %55 = getelementptr inbounds i8, ptr %8, i64 50
  %56 = getelementptr inbounds i8, ptr %8, i64 52
  %57 = getelementptr inbounds i8, ptr %8, i64 54
  %58 = getelementptr inbounds i8, ptr %8, i64 56
  %59 = getelementptr inbounds i8, ptr %8, i64 58
  %60 = getelementptr inbounds i8, ptr %8, i64 60
  %61 = getelementptr inbounds i8, ptr %8, i64 62
  br label %.preheader18

.preheader18:                                     ; preds = %.preheader18.preheader, %.preheader11.preheader
  %62 = phi i32 [ %472, %.preheader11.preheader ], [ 0, %.preheader18.preheader ]
  %63 = sext i32 %62 to i64
  %64 = or disjoint i32 %62, 1
  %65 = icmp slt i32 %64, %21
  %66 = sext i32 %64 to i64
  %67 = or disjoint i32 %62, 2
  %68 = icmp slt i32 %67, %21
  %69 = sext i32 %67 to i64
  %70 = or disjoint i32 %62, 3
  %71 = icmp slt i32 %70, %21
  %72 = sext i32 %70 to i64
  %73 = or disjoint i32 %62, 4
  %74 = icmp slt i32 %73, %21
  %75 = sext i32 %73 to i64
  %76 = or disjoint i32 %62, 5
  %77 = icmp slt i32 %76, %21
  %78 = sext i32 %76 to i64
  %79 = or disjoint i32 %62, 6
  %80 = icmp slt i32 %79, %21
  %81 = sext i32 %79 to i64
  %82 = or disjoint i32 %62, 7
  %83 = icmp slt i32 %82, %21
  %84 = sext i32 %82 to i64
  %85 = or disjoint i32 %62, 8
  %86 = icmp slt i32 %85, %21
  %87 = sext i32 %85 to i64
  %88 = or disjoint i32 %62, 9
  %89 = icmp slt i32 %88, %21
  %90 = sext i32 %88 to i64
  %91 = or disjoint i32 %62, 10
  %92 = icmp slt i32 %91, %21
  %93 = sext i32 %91 to i64
  %94 = or disjoint i32 %62, 11
  %95 = icmp slt i32 %94, %21
  %96 = sext i32 %94 to i64
  %97 = or disjoint i32 %62, 12
  %98 = icmp slt i32 %97, %21
  %99 = sext i32 %97 to i64
  %100 = or disjoint i32 %62, 13
  %101 = icmp slt i32 %100, %21
  %102 = sext i32 %100 to i64
  %103 = or disjoint i32 %62, 14
  %104 = icmp slt i32 %103, %21
  %105 = sext i32 %103 to i64
  %106 = or disjoint i32 %62, 15
  %107 = icmp slt i32 %106, %21
  %108 = sext i32 %106 to i64
  %109 = or disjoint i32 %62, 16
  %110 = icmp slt i32 %109, %21
  %111 = sext i32 %109 to i64
  %112 = or disjoint i32 %62, 17
  %113 = icmp slt i32 %112, %21
  %114 = sext i32 %112 to i64
  %115 = or disjoint i32 %62, 18
  %116 = icmp slt i32 %115, %21
  %117 = sext i32 %115 to i64
  %118 = or disjoint i32 %62, 19
  %119 = icmp slt i32 %118, %21
  %120 = sext i32 %118 to i64
  %121 = or disjoint i32 %62, 20
  %122 = icmp slt i32 %121, %21
  %123 = sext i32 %121 to i64
  %124 = or disjoint i32 %62, 21
  %125 = icmp slt i32 %124, %21
  %126 = sext i32 %124 to i64
  %127 = or disjoint i32 %62, 22
  %128 = icmp slt i32 %127, %21
  %129 = sext i32 %127 to i64
  %130 = or disjoint i32 %62, 23
  %131 = icmp slt i32 %130, %21
  %132 = sext i32 %130 to i64
  %133 = or disjoint i32 %62, 24
  %134 = icmp slt i32 %133, %21
  %135 = sext i32 %133 to i64
  %136 = or disjoint i32 %62, 25
  %137 = icmp slt i32 %136, %21
  %138 = sext i32 %136 to i64
  %139 = or disjoint i32 %62, 26
  %140 = icmp slt i32 %139, %21
  %141 = sext i32 %139 to i64
  %142 = or disjoint i32 %62, 27
  %143 = icmp slt i32 %142, %21
  %144 = sext i32 %142 to i64
  %145 = or disjoint i32 %62, 28
  %146 = icmp slt i32 %145, %21
  %147 = sext i32 %145 to i64
  %148 = or disjoint i32 %62, 29
  %149 = icmp slt i32 %148, %21
  %150 = sext i32 %148 to i64
  %151 = or disjoint i32 %62, 30
  %152 = icmp slt i32 %151, %21
  %153 = sext i32 %151 to i64
  %154 = or disjoint i32 %62, 31
  %155 = icmp slt i32 %154, %21
  %156 = sext i32 %154 to i64
  br label %157

157:                                              ; preds = %.preheader18, %.split22.us
  %158 = phi i64 [ 0, %.preheader18 ], [ %325, %.split22.us ]
  %159 = trunc nuw i64 %158 to i32
  %160 = or disjoint i32 %28, %159
  %161 = mul i32 %160, %23
  %162 = sext i32 %161 to i64
  %163 = getelementptr half, ptr %11, i64 %162
  %164 = icmp slt i32 %160, %17
  %165 = shl nuw nsw i64 %158, 5
  %.fr = freeze i1 %164
  br i1 %.fr, label %.split.1, label %.split.us.preheader

.split.us.preheader:                              ; preds = %157
  %166 = shl nuw nsw i64 %158, 6
  %scevgep = getelementptr i8, ptr %8, i64 %166
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(64) %scevgep, i8 0, i64 64, i1 false)
  br label %.split22.us

.split.1:                                         ; preds = %157
  %167 = getelementptr half, ptr %163, i64 %63
  %168 = load half, ptr %167, align 2
  %169 = getelementptr half, ptr %8, i64 %165
  store half %168, ptr %169, align 64
  br i1 %65, label %170, label %.split.2

170:                                              ; preds = %.split.1
  %171 = getelementptr half, ptr %163, i64 %66
  %172 = load half, ptr %171, align 2
  br label %.split.2

.split.2:                                         ; preds = %170, %.split.1
  %173 = phi half [ %172, %170 ], [ 0xH0000, %.split.1 ]
  %174 = getelementptr half, ptr %31, i64 %165
  store half %173, ptr %174, align 2
  br i1 %68, label %175, label %.split.3

175:                                              ; preds = %.split.2
  %176 = getelementptr half, ptr %163, i64 %69
  %177 = load half, ptr %176, align 2
  br label %.split.3

.split.3:                                         ; preds = %175, %.split.2
  %178 = phi half [ %177, %175 ], [ 0xH0000, %.split.2 ]
  %179 = getelementptr half, ptr %32, i64 %165
  store half %178, ptr %179, align 4
  br i1 %71, label %180, label %.split.4

180:                                              ; preds = %.split.3
  %181 = getelementptr half, ptr %163, i64 %72
  %182 = load half, ptr %181, align 2
  br label %.split.4

.split.4:                                         ; preds = %180, %.split.3
  %183 = phi half [ %182, %180 ], [ 0xH0000, %.split.3 ]
  %184 = getelementptr half, ptr %33, i64 %165
  store half %183, ptr %184, align 2
  br i1 %74, label %185, label %.split.5

185:                                              ; preds = %.split.4
  %186 = getelementptr half, ptr %163, i64 %75
  %187 = load half, ptr %186, align 2
  br label %.split.5

.split.5:                                         ; preds = %185, %.split.4
  %188 = phi half [ %187, %185 ], [ 0xH0000, %.split.4 ]
  %189 = getelementptr half, ptr %34, i64 %165
  store half %188, ptr %189, align 8
  br i1 %77, label %190, label %.split.6

190:                                              ; preds = %.split.5
  %191 = getelementptr half, ptr %163, i64 %78
  %192 = load half, ptr %191, align 2
  br label %.split.6

.split.6:                                         ; preds = %190, %.split.5
  %193 = phi half [ %192, %190 ], [ 0xH0000, %.split.5 ]
  %194 = getelementptr half, ptr %35, i64 %165
  store half %193, ptr %194, align 2
  br i1 %80, label %195, label %.split.7

195:                                              ; preds = %.split.6
  %196 = getelementptr half, ptr %163, i64 %81
  %197 = load half, ptr %196, align 2
  br label %.split.7

.split.7:                                         ; preds = %195, %.split.6
  %198 = phi half [ %197, %195 ], [ 0xH0000, %.split.6 ]
  %199 = getelementptr half, ptr %36, i64 %165
  store half %198, ptr %199, align 4
  br i1 %83, label %200, label %.split.8

200:                                              ; preds = %.split.7
  %201 = getelementptr half, ptr %163, i64 %84
  %202 = load half, ptr %201, align 2
  br label %.split.8

.split.8:                                         ; preds = %200, %.split.7
  %203 = phi half [ %202, %200 ], [ 0xH0000, %.split.7 ]
  %204 = getelementptr half, ptr %37, i64 %165
  store half %203, ptr %204, align 2
  br i1 %86, label %205, label %.split.9

205:                                              ; preds = %.split.8
  %206 = getelementptr half, ptr %163, i64 %87
  %207 = load half, ptr %206, align 2
  br label %.split.9

.split.9:                                         ; preds = %205, %.split.8
  %208 = phi half [ %207, %205 ], [ 0xH0000, %.split.8 ]
  %209 = getelementptr half, ptr %38, i64 %165
  store half %208, ptr %209, align 16
  br i1 %89, label %210, label %.split.10

210:                                              ; preds = %.split.9
  %211 = getelementptr half, ptr %163, i64 %90
  %212 = load half, ptr %211, align 2
  br label %.split.10

.split.10:                                        ; preds = %210, %.split.9
  %213 = phi half [ %212, %210 ], [ 0xH0000, %.split.9 ]
  %214 = getelementptr half, ptr %39, i64 %165
  store half %213, ptr %214, align 2
  br i1 %92, label %215, label %.split.11

215:                                              ; preds = %.split.10
  %216 = getelementptr half, ptr %163, i64 %93
  %217 = load half, ptr %216, align 2
  br label %.split.11

.split.11:                                        ; preds = %215, %.split.10
  %218 = phi half [ %217, %215 ], [ 0xH0000, %.split.10 ]
  %219 = getelementptr half, ptr %40, i64 %165
  store half %218, ptr %219, align 4
  br i1 %95, label %220, label %.split.12

220:                                              ; preds = %.split.11
  %221 = getelementptr half, ptr %163, i64 %96
  %222 = load half, ptr %221, align 2
  br label %.split.12

.split.12:                                        ; preds = %220, %.split.11
  %223 = phi half [ %222, %220 ], [ 0xH0000, %.split.11 ]
  %224 = getelementptr half, ptr %41, i64 %165
  store half %223, ptr %224, align 2
  br i1 %98, label %225, label %.split.13

225:                                              ; preds = %.split.12
  %226 = getelementptr half, ptr %163, i64 %99
  %227 = load half, ptr %226, align 2
  br label %.split.13

.split.13:                                        ; preds = %225, %.split.12
  %228 = phi half [ %227, %225 ], [ 0xH0000, %.split.12 ]
  %229 = getelementptr half, ptr %42, i64 %165
  store half %228, ptr %229, align 8
  br i1 %101, label %230, label %.split.14

230:                                              ; preds = %.split.13
  %231 = getelementptr half, ptr %163, i64 %102
  %232 = load half, ptr %231, align 2
  br label %.split.14

.split.14:                                        ; preds = %230, %.split.13
  %233 = phi half [ %232, %230 ], [ 0xH0000, %.split.13 ]
  %234 = getelementptr half, ptr %43, i64 %165
  store half %233, ptr %234, align 2
  br i1 %104, label %235, label %.split.15

235:                                              ; preds = %.split.14
  %236 = getelementptr half, ptr %163, i64 %105
  %237 = load half, ptr %236, align 2
  br label %.split.15

.split.15:                                        ; preds = %235, %.split.14
  %238 = phi half [ %237, %235 ], [ 0xH0000, %.split.14 ]
  %239 = getelementptr half, ptr %44, i64 %165
  store half %238, ptr %239, align 4
  br i1 %107, label %240, label %.split.16

240:                                              ; preds = %.split.15
  %241 = getelementptr half, ptr %163, i64 %108
  %242 = load half, ptr %241, align 2
  br label %.split.16

.split.16:                                        ; preds = %240, %.split.15
  %243 = phi half [ %242, %240 ], [ 0xH0000, %.split.15 ]
  %244 = getelementptr half, ptr %45, i64 %165
  store half %243, ptr %244, align 2
  br i1 %110, label %245, label %.split.17

245:                                              ; preds = %.split.16
  %246 = getelementptr half, ptr %163, i64 %111
  %247 = load half, ptr %246, align 2
  br label %.split.17

.split.17:                                        ; preds = %245, %.split.16
  %248 = phi half [ %247, %245 ], [ 0xH0000, %.split.16 ]
  %249 = getelementptr half, ptr %46, i64 %165
  store half %248, ptr %249, align 32
  br i1 %113, label %250, label %.split.18

250:                                              ; preds = %.split.17
  %251 = getelementptr half, ptr %163, i64 %114
  %252 = load half, ptr %251, align 2
  br label %.split.18

.split.18:                                        ; preds = %250, %.split.17
  %253 = phi half [ %252, %250 ], [ 0xH0000, %.split.17 ]
  %254 = getelementptr half, ptr %47, i64 %165
  store half %253, ptr %254, align 2
  br i1 %116, label %255, label %.split.19

255:                                              ; preds = %.split.18
  %256 = getelementptr half, ptr %163, i64 %117
  %257 = load half, ptr %256, align 2
  br label %.split.19

.split.19:                                        ; preds = %255, %.split.18
  %258 = phi half [ %257, %255 ], [ 0xH0000, %.split.18 ]
  %259 = getelementptr half, ptr %48, i64 %165
  store half %258, ptr %259, align 4
  br i1 %119, label %260, label %.split.20

260:                                              ; preds = %.split.19
  %261 = getelementptr half, ptr %163, i64 %120
  %262 = load half, ptr %261, align 2
  br label %.split.20

.split.20:                                        ; preds = %260, %.split.19
  %263 = phi half [ %262, %260 ], [ 0xH0000, %.split.19 ]
  %264 = getelementptr half, ptr %49, i64 %165
  store half %263, ptr %264, align 2
  br i1 %122, label %265, label %.split.21

265:                                              ; preds = %.split.20
  %266 = getelementptr half, ptr %163, i64 %123
  %267 = load half, ptr %266, align 2
  br label %.split.21

.split.21:                                        ; preds = %265, %.split.20
  %268 = phi half [ %267, %265 ], [ 0xH0000, %.split.20 ]
  %269 = getelementptr half, ptr %50, i64 %165
  store half %268, ptr %269, align 8
  br i1 %125, label %270, label %.split.22

270:                                              ; preds = %.split.21
  %271 = getelementptr half, ptr %163, i64 %126
  %272 = load half, ptr %271, align 2
  br label %.split.22

.split.22:                                        ; preds = %270, %.split.21
  %273 = phi half [ %272, %270 ], [ 0xH0000, %.split.21 ]
  %274 = getelementptr half, ptr %51, i64 %165
  store half %273, ptr %274, align 2
  br i1 %128, label %275, label %.split.23

275:                                              ; preds = %.split.22
  %276 = getelementptr half, ptr %163, i64 %129
  %277 = load half, ptr %276, align 2
  br label %.split.23

.split.23:                                        ; preds = %275, %.split.22
  %278 = phi half [ %277, %275 ], [ 0xH0000, %.split.22 ]
  %279 = getelementptr half, ptr %52, i64 %165
  store half %278, ptr %279, align 4
  br i1 %131, label %280, label %.split.24

280:                                              ; preds = %.split.23
  %281 = getelementptr half, ptr %163, i64 %132
  %282 = load half, ptr %281, align 2
  br label %.split.24

.split.24:                                        ; preds = %280, %.split.23
  %283 = phi half [ %282, %280 ], [ 0xH0000, %.split.23 ]
  %284 = getelementptr half, ptr %53, i64 %165
  store half %283, ptr %284, align 2
  br i1 %134, label %285, label %.split.25

285:                                              ; preds = %.split.24
  %286 = getelementptr half, ptr %163, i64 %135
  %287 = load half, ptr %286, align 2
  br label %.split.25

.split.25:                                        ; preds = %285, %.split.24
  %288 = phi half [ %287, %285 ], [ 0xH0000, %.split.24 ]
  %289 = getelementptr half, ptr %54, i64 %165
  store half %288, ptr %289, align 16
  br i1 %137, label %290, label %.split.26

290:                                              ; preds = %.split.25
  %291 = getelementptr half, ptr %163, i64 %138
  %292 = load half, ptr %291, align 2
  br label %.split.26

.split.26:                                        ; preds = %290, %.split.25
  %293 = phi half [ %292, %290 ], [ 0xH0000, %.split.25 ]
  %294 = getelementptr half, ptr %55, i64 %165
  store half %293, ptr %294, align 2
  br i1 %140, label %295, label %.split.27

295:                                              ; preds = %.split.26
  %296 = getelementptr half, ptr %163, i64 %141
  %297 = load half, ptr %296, align 2
  br label %.split.27

.split.27:                                        ; preds = %295, %.split.26
  %298 = phi half [ %297, %295 ], [ 0xH0000, %.split.26 ]
  %299 = getelementptr half, ptr %56, i64 %165
  store half %298, ptr %299, align 4
  br i1 %143, label %300, label %.split.28

300:                                              ; preds = %.split.27
  %301 = getelementptr half, ptr %163, i64 %144
  %302 = load half, ptr %301, align 2
  br label %.split.28

.split.28:                                        ; preds = %300, %.split.27
  %303 = phi half [ %302, %300 ], [ 0xH0000, %.split.27 ]
  %304 = getelementptr half, ptr %57, i64 %165
  store half %303, ptr %304, align 2
  br i1 %146, label %305, label %.split.29

305:                                              ; preds = %.split.28
  %306 = getelementptr half, ptr %163, i64 %147
  %307 = load half, ptr %306, align 2
  br label %.split.29

.split.29:                                        ; preds = %305, %.split.28
  %308 = phi half [ %307, %305 ], [ 0xH0000, %.split.28 ]
  %309 = getelementptr half, ptr %58, i64 %165
  store half %308, ptr %309, align 8
  br i1 %149, label %310, label %.split.30

310:                                              ; preds = %.split.29
  %311 = getelementptr half, ptr %163, i64 %150
  %312 = load half, ptr %311, align 2
  br label %.split.30

.split.30:                                        ; preds = %310, %.split.29
  %313 = phi half [ %312, %310 ], [ 0xH0000, %.split.29 ]
  %314 = getelementptr half, ptr %59, i64 %165
  store half %313, ptr %314, align 2
  br i1 %152, label %315, label %.split.31

315:                                              ; preds = %.split.30
  %316 = getelementptr half, ptr %163, i64 %153
  %317 = load half, ptr %316, align 2
  br label %.split.31

.split.31:                                        ; preds = %315, %.split.30
  %318 = phi half [ %317, %315 ], [ 0xH0000, %.split.30 ]
  %319 = getelementptr half, ptr %60, i64 %165
  store half %318, ptr %319, align 4
  br i1 %155, label %320, label %.split22.us.loopexit

320:                                              ; preds = %.split.31
  %321 = getelementptr half, ptr %163, i64 %156
  %322 = load half, ptr %321, align 2
  br label %.split22.us.loopexit

.split22.us.loopexit:                             ; preds = %320, %.split.31
  %323 = phi half [ %322, %320 ], [ 0xH0000, %.split.31 ]
  %324 = getelementptr half, ptr %61, i64 %165
  store half %323, ptr %324, align 2
  br label %.split22.us

.split22.us:                                      ; preds = %.split.us.preheader, %.split22.us.loopexit
  %325 = add nuw nsw i64 %158, 1
  %exitcond.not = icmp eq i64 %325, 64
  br i1 %exitcond.not, label %.preheader17, label %157

.preheader17:                                     ; preds = %.split22.us, %.split25.us
  %326 = phi i64 [ %353, %.split25.us ], [ 0, %.split22.us ]
  %327 = trunc nuw i64 %326 to i32
  %328 = or disjoint i32 %62, %327
  %329 = mul i32 %328, %25
  %330 = sext i32 %329 to i64
  %331 = getelementptr half, ptr %13, i64 %330
  %332 = icmp slt i32 %328, %21
  %.fr26 = freeze i1 %332
  %.idx49 = shl i64 %326, 7
  %invariant.gep = getelementptr i8, ptr %9, i64 %.idx49
  br i1 %.fr26, label %.split23, label %.split23.us.preheader

.split23.us.preheader:                            ; preds = %.preheader17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(128) %invariant.gep, i8 0, i64 128, i1 false)
  br label %.split25.us

.split23:                                         ; preds = %.preheader17, %350
  %333 = phi i64 [ %352, %350 ], [ 0, %.preheader17 ]
  %334 = trunc nuw i64 %333 to i32
  %335 = or disjoint i32 %29, %334
  %336 = icmp slt i32 %335, %19
  br i1 %336, label %337, label %.split23.1

337:                                              ; preds = %.split23
  %338 = sext i32 %335 to i64
  %339 = getelementptr half, ptr %331, i64 %338
  %340 = load half, ptr %339, align 2
  br label %.split23.1

.split23.1:                                       ; preds = %337, %.split23
  %341 = phi half [ %340, %337 ], [ 0xH0000, %.split23 ]
  %gep = getelementptr half, ptr %invariant.gep, i64 %333
  store half %341, ptr %gep, align 4
  %342 = or disjoint i64 %333, 1
  %343 = trunc nuw i64 %342 to i32
  %344 = or disjoint i32 %29, %343
  %345 = icmp slt i32 %344, %19
  br i1 %345, label %346, label %350

346:                                              ; preds = %.split23.1
  %347 = sext i32 %344 to i64
  %348 = getelementptr half, ptr %331, i64 %347
  %349 = load half, ptr %348, align 2
  br label %350

350:                                              ; preds = %346, %.split23.1
  %351 = phi half [ %349, %346 ], [ 0xH0000, %.split23.1 ]
  %gep.1 = getelementptr half, ptr %invariant.gep, i64 %342
  store half %351, ptr %gep.1, align 2
  %352 = add nuw nsw i64 %333, 2
  %exitcond38.not.1 = icmp eq i64 %352, 64
  br i1 %exitcond38.not.1, label %.split25.us, label %.split23

.split25.us:                                      ; preds = %350, %.split23.us.preheader
  %353 = add nuw nsw i64 %326, 1
  %exitcond39.not = icmp eq i64 %353, 32
  br i1 %exitcond39.not, label %.preheader13.preheader, label %.preheader17

.preheader13.preheader:                           ; preds = %.split25.us
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16384) %10, ptr noundef nonnull align 64 dereferenceable(16384) %7, i64 16384, i1 false)
  br label %.preheader12

.preheader12:                                     ; preds = %.preheader13.preheader, %470
  %354 = phi i64 [ %471, %470 ], [ 0, %.preheader13.preheader ]
  %.idx = shl i64 %354, 6
  %355 = getelementptr i8, ptr %8, i64 %.idx
  %356 = getelementptr float, ptr %10, i64 %.idx
  %357 = or disjoint i64 %.idx, 4
  %358 = getelementptr float, ptr %10, i64 %357
  %359 = or disjoint i64 %.idx, 8
  %360 = getelementptr float, ptr %10, i64 %359
  %361 = or disjoint i64 %.idx, 12
  %362 = getelementptr float, ptr %10, i64 %361
  %363 = or disjoint i64 %.idx, 16
  %364 = getelementptr float, ptr %10, i64 %363
  %365 = or disjoint i64 %.idx, 20
  %366 = getelementptr float, ptr %10, i64 %365
  %367 = or disjoint i64 %.idx, 24
  %368 = getelementptr float, ptr %10, i64 %367
  %369 = or disjoint i64 %.idx, 28
  %370 = getelementptr float, ptr %10, i64 %369
  %371 = or disjoint i64 %.idx, 32
  %372 = getelementptr float, ptr %10, i64 %371
  %373 = or disjoint i64 %.idx, 36
  %374 = getelementptr float, ptr %10, i64 %373
  %375 = or disjoint i64 %.idx, 40
  %376 = getelementptr float, ptr %10, i64 %375
  %377 = or disjoint i64 %.idx, 44
  %378 = getelementptr float, ptr %10, i64 %377
  %379 = or disjoint i64 %.idx, 48
  %380 = getelementptr float, ptr %10, i64 %379
  %381 = or disjoint i64 %.idx, 52
  %382 = getelementptr float, ptr %10, i64 %381
  %383 = or disjoint i64 %.idx, 56
  %384 = getelementptr float, ptr %10, i64 %383
  %385 = or disjoint i64 %.idx, 60
  %386 = getelementptr float, ptr %10, i64 %385
  %.promoted = load <4 x float>, ptr %356, align 64
  %.promoted56 = load <4 x float>, ptr %358, align 16
  %.promoted58 = load <4 x float>, ptr %360, align 32
  %.promoted60 = load <4 x float>, ptr %362, align 16
  %.promoted62 = load <4 x float>, ptr %364, align 64
  %.promoted64 = load <4 x float>, ptr %366, align 16
  %.promoted66 = load <4 x float>, ptr %368, align 32
  %.promoted68 = load <4 x float>, ptr %370, align 16
  %.promoted70 = load <4 x float>, ptr %372, align 64
  %.promoted72 = load <4 x float>, ptr %374, align 16
  %.promoted74 = load <4 x float>, ptr %376, align 32
  %.promoted76 = load <4 x float>, ptr %378, align 16
  %.promoted78 = load <4 x float>, ptr %380, align 64
  %.promoted80 = load <4 x float>, ptr %382, align 16
  %.promoted82 = load <4 x float>, ptr %384, align 32
  %.promoted84 = load <4 x float>, ptr %386, align 16
  br label %.preheader10

.preheader10:                                     ; preds = %.preheader12, %.preheader10
  %387 = phi <4 x float> [ %.promoted84, %.preheader12 ], [ %468, %.preheader10 ]
  %388 = phi <4 x float> [ %.promoted82, %.preheader12 ], [ %464, %.preheader10 ]
  %389 = phi <4 x float> [ %.promoted80, %.preheader12 ], [ %460, %.preheader10 ]
  %390 = phi <4 x float> [ %.promoted78, %.preheader12 ], [ %456, %.preheader10 ]
  %391 = phi <4 x float> [ %.promoted76, %.preheader12 ], [ %452, %.preheader10 ]
  %392 = phi <4 x float> [ %.promoted74, %.preheader12 ], [ %448, %.preheader10 ]
  %393 = phi <4 x float> [ %.promoted72, %.preheader12 ], [ %444, %.preheader10 ]
  %394 = phi <4 x float> [ %.promoted70, %.preheader12 ], [ %440, %.preheader10 ]
  %395 = phi <4 x float> [ %.promoted68, %.preheader12 ], [ %436, %.preheader10 ]
  %396 = phi <4 x float> [ %.promoted66, %.preheader12 ], [ %432, %.preheader10 ]
  %397 = phi <4 x float> [ %.promoted64, %.preheader12 ], [ %428, %.preheader10 ]
  %398 = phi <4 x float> [ %.promoted62, %.preheader12 ], [ %424, %.preheader10 ]
  %399 = phi <4 x float> [ %.promoted60, %.preheader12 ], [ %420, %.preheader10 ]
  %400 = phi <4 x float> [ %.promoted58, %.preheader12 ], [ %416, %.preheader10 ]
  %401 = phi <4 x float> [ %.promoted56, %.preheader12 ], [ %412, %.preheader10 ]
  %wide.load5455 = phi <4 x float> [ %.promoted, %.preheader12 ], [ %408, %.preheader10 ]
  %402 = phi i64 [ 0, %.preheader12 ], [ %469, %.preheader10 ]
  %403 = getelementptr half, ptr %355, i64 %402
  %404 = load half, ptr %403, align 2
  %405 = fpext half %404 to float
  %broadcast.splatinsert = insertelement <4 x float> poison, float %405, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %.idx32 = shl i64 %402, 7
  %invariant.gep50 = getelementptr i8, ptr %9, i64 %.idx32
  %wide.load = load <4 x half>, ptr %invariant.gep50, align 64
  %406 = fpext <4 x half> %wide.load to <4 x float>
  %407 = fmul contract <4 x float> %broadcast.splat, %406
  %408 = fadd contract <4 x float> %wide.load5455, %407
  %409 = getelementptr i8, ptr %invariant.gep50, i64 8
  %wide.load.1 = load <4 x half>, ptr %409, align 8
  %410 = fpext <4 x half> %wide.load.1 to <4 x float>
  %411 = fmul contract <4 x float> %broadcast.splat, %410
  %412 = fadd contract <4 x float> %401, %411
  %413 = getelementptr i8, ptr %invariant.gep50, i64 16
  %wide.load.2 = load <4 x half>, ptr %413, align 16
  %414 = fpext <4 x half> %wide.load.2 to <4 x float>
  %415 = fmul contract <4 x float> %broadcast.splat, %414
  %416 = fadd contract <4 x float> %400, %415
  %417 = getelementptr i8, ptr %invariant.gep50, i64 24
  %wide.load.3 = load <4 x half>, ptr %417, align 8
  %418 = fpext <4 x half> %wide.load.3 to <4 x float>
  %419 = fmul contract <4 x float> %broadcast.splat, %418
  %420 = fadd contract <4 x float> %399, %419
  %421 = getelementptr i8, ptr %invariant.gep50, i64 32
  %wide.load.4 = load <4 x half>, ptr %421, align 32
  %422 = fpext <4 x half> %wide.load.4 to <4 x float>
  %423 = fmul contract <4 x float> %broadcast.splat, %422
  %424 = fadd contract <4 x float> %398, %423
  %425 = getelementptr i8, ptr %invariant.gep50, i64 40
  %wide.load.5 = load <4 x half>, ptr %425, align 8
  %426 = fpext <4 x half> %wide.load.5 to <4 x float>
  %427 = fmul contract <4 x float> %broadcast.splat, %426
  %428 = fadd contract <4 x float> %397, %427
  %429 = getelementptr i8, ptr %invariant.gep50, i64 48
  %wide.load.6 = load <4 x half>, ptr %429, align 16
  %430 = fpext <4 x half> %wide.load.6 to <4 x float>
  %431 = fmul contract <4 x float> %broadcast.splat, %430
  %432 = fadd contract <4 x float> %396, %431
  %433 = getelementptr i8, ptr %invariant.gep50, i64 56
  %wide.load.7 = load <4 x half>, ptr %433, align 8
  %434 = fpext <4 x half> %wide.load.7 to <4 x float>
  %435 = fmul contract <4 x float> %broadcast.splat, %434
  %436 = fadd contract <4 x float> %395, %435
  %437 = getelementptr i8, ptr %invariant.gep50, i64 64
  %wide.load.8 = load <4 x half>, ptr %437, align 64
  %438 = fpext <4 x half> %wide.load.8 to <4 x float>
  %439 = fmul contract <4 x float> %broadcast.splat, %438
  %440 = fadd contract <4 x float> %394, %439
  %441 = getelementptr i8, ptr %invariant.gep50, i64 72
  %wide.load.9 = load <4 x half>, ptr %441, align 8
  %442 = fpext <4 x half> %wide.load.9 to <4 x float>
  %443 = fmul contract <4 x float> %broadcast.splat, %442
  %444 = fadd contract <4 x float> %393, %443
  %445 = getelementptr i8, ptr %invariant.gep50, i64 80
  %wide.load.10 = load <4 x half>, ptr %445, align 16
  %446 = fpext <4 x half> %wide.load.10 to <4 x float>
  %447 = fmul contract <4 x float> %broadcast.splat, %446
  %448 = fadd contract <4 x float> %392, %447
  %449 = getelementptr i8, ptr %invariant.gep50, i64 88
  %wide.load.11 = load <4 x half>, ptr %449, align 8
  %450 = fpext <4 x half> %wide.load.11 to <4 x float>
  %451 = fmul contract <4 x float> %broadcast.splat, %450
  %452 = fadd contract <4 x float> %391, %451
  %453 = getelementptr i8, ptr %invariant.gep50, i64 96
  %wide.load.12 = load <4 x half>, ptr %453, align 32
  %454 = fpext <4 x half> %wide.load.12 to <4 x float>
  %455 = fmul contract <4 x float> %broadcast.splat, %454
  %456 = fadd contract <4 x float> %390, %455
  %457 = getelementptr i8, ptr %invariant.gep50, i64 104
  %wide.load.13 = load <4 x half>, ptr %457, align 8
  %458 = fpext <4 x half> %wide.load.13 to <4 x float>
  %459 = fmul contract <4 x float> %broadcast.splat, %458
  %460 = fadd contract <4 x float> %389, %459
  %461 = getelementptr i8, ptr %invariant.gep50, i64 112
  %wide.load.14 = load <4 x half>, ptr %461, align 16
  %462 = fpext <4 x half> %wide.load.14 to <4 x float>
  %463 = fmul contract <4 x float> %broadcast.splat, %462
  %464 = fadd contract <4 x float> %388, %463
  %465 = getelementptr i8, ptr %invariant.gep50, i64 120
  %wide.load.15 = load <4 x half>, ptr %465, align 8
  %466 = fpext <4 x half> %wide.load.15 to <4 x float>
  %467 = fmul contract <4 x float> %broadcast.splat, %466
  %468 = fadd contract <4 x float> %387, %467
  %469 = add nuw nsw i64 %402, 1
  %exitcond43.not = icmp eq i64 %469, 32
  br i1 %exitcond43.not, label %470, label %.preheader10

470:                                              ; preds = %.preheader10
  store <4 x float> %408, ptr %356, align 64
  store <4 x float> %412, ptr %358, align 16
  store <4 x float> %416, ptr %360, align 32
  store <4 x float> %420, ptr %362, align 16
  store <4 x float> %424, ptr %364, align 64
  store <4 x float> %428, ptr %366, align 16
  store <4 x float> %432, ptr %368, align 32
  store <4 x float> %436, ptr %370, align 16
  store <4 x float> %440, ptr %372, align 64
  store <4 x float> %444, ptr %374, align 16
  store <4 x float> %448, ptr %376, align 32
  store <4 x float> %452, ptr %378, align 16
  store <4 x float> %456, ptr %380, align 64
  store <4 x float> %460, ptr %382, align 16
  store <4 x float> %464, ptr %384, align 32
  store <4 x float> %468, ptr %386, align 16
  %471 = add nuw nsw i64 %354, 1
  %exitcond44.not = icmp eq i64 %471, 64
  br i1 %exitcond44.not, label %.preheader11.preheader, label %.preheader12

.preheader11.preheader:                           ; preds = %470
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16384) %7, ptr noundef nonnull align 64 dereferenceable(16384) %10, i64 16384, i1 false)
  %472 = add i32 %62, 32
  %473 = icmp slt i32 %472, %21
  br i1 %473, label %.preheader18, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.preheader11.preheader, %.preheader19
  br label %.preheader

.preheader:                                       ; preds = %.preheader.preheader, %.split29.us
  %474 = phi i64 [ %499, %.split29.us ], [ 0, %.preheader.preheader ]
  %475 = trunc nuw i64 %474 to i32
  %476 = or disjoint i32 %28, %475
  %477 = mul i32 %476, %27
  %478 = sext i32 %477 to i64
  %479 = getelementptr float, ptr %15, i64 %478
  %480 = icmp slt i32 %476, %17
  %.fr30 = freeze i1 %480
  br i1 %.fr30, label %.split27.preheader, label %.split29.us

.split27.preheader:                               ; preds = %.preheader
  %.idx33 = shl i64 %474, 8
  %invariant.gep52 = getelementptr i8, ptr %7, i64 %.idx33
  br label %.split27

.split27:                                         ; preds = %497, %.split27.preheader
  %481 = phi i64 [ 0, %.split27.preheader ], [ %498, %497 ]
  %482 = trunc nuw i64 %481 to i32
  %483 = or disjoint i32 %29, %482
  %484 = icmp slt i32 %483, %19
  br i1 %484, label %485, label %.split27.1

485:                                              ; preds = %.split27
  %gep53 = getelementptr float, ptr %invariant.gep52, i64 %481
  %486 = load float, ptr %gep53, align 8
  %487 = sext i32 %483 to i64
  %488 = getelementptr float, ptr %479, i64 %487
  store float %486, ptr %488, align 4
  br label %.split27.1

.split27.1:                                       ; preds = %485, %.split27
  %489 = or disjoint i64 %481, 1
  %490 = trunc nuw i64 %489 to i32
  %491 = or disjoint i32 %29, %490
  %492 = icmp slt i32 %491, %19
  br i1 %492, label %493, label %497

493:                                              ; preds = %.split27.1
  %gep53.1 = getelementptr float, ptr %invariant.gep52, i64 %489
  %494 = load float, ptr %gep53.1, align 4
  %495 = sext i32 %491 to i64
  %496 = getelementptr float, ptr %479, i64 %495
  store float %494, ptr %496, align 4
  br label %497

497:                                              ; preds = %493, %.split27.1
  %498 = add nuw nsw i64 %481, 2
  %exitcond47.not.1 = icmp eq i64 %498, 64
  br i1 %exitcond47.not.1, label %.split29.us, label %.split27

.split29.us:                                      ; preds = %497, %.preheader
  %499 = add nuw nsw i64 %474, 1
  %exitcond48.not = icmp eq i64 %499, 64
  br i1 %exitcond48.not, label %500, label %.preheader

500:                                              ; preds = %.split29.us
  ret void
}

define weak hidden float @__tm_f64_to_f32_odd(double %x) local_unnamed_addr {
  %t = fptrunc double %x to float
  %e = fpext float %t to double
  %inexact = fcmp one double %e, %x
  %tb = bitcast float %t to i32
  %ae = tail call double @llvm.fabs.f64(double %e)
  %ax = tail call double @llvm.fabs.f64(double %x)
  %over = fcmp ogt double %ae, %ax
  %down = sext i1 %over to i32
  %toward_zero = add i32 %down, %tb
  %odd = or i32 %toward_zero, 1
  %bits = select i1 %inexact, i32 %odd, i32 %tb
  %r = bitcast i32 %bits to float
  ret float %r
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

define weak hidden bfloat @__truncsfbf2(float %x) local_unnamed_addr {
  %b = bitcast float %x to i32
  %upper = lshr i32 %b, 16
  %lsb = and i32 %upper, 1
  %bias = add i32 %b, 32767
  %rounded = add i32 %bias, %lsb
  %hi = lshr i32 %rounded, 16
  %quiet = or i32 %upper, 64
  %isnan = fcmp uno float %x, 0.000000e+00
  %sel = select i1 %isnan, i32 %quiet, i32 %hi
  %t = trunc nuw i32 %sel to i16
  %y = bitcast i16 %t to bfloat
  ret bfloat %y
}

define weak hidden bfloat @__truncdfbf2(double %x) local_unnamed_addr {
  %f = tail call float @__tm_f64_to_f32_odd(double %x)
  %y = tail call bfloat @__truncsfbf2(float %f)
  ret bfloat %y
}

define weak hidden half @__truncsfhf2(float %x) local_unnamed_addr {
entry:
  %0 = tail call float @llvm.fabs.f32(float %x)
  %mag = bitcast float %0 to i32
  %big = icmp ugt i32 %mag, 1199570943
  br i1 %big, label %inf_nan, label %finite

inf_nan:                                          ; preds = %entry
  %isnan = icmp ugt i32 %mag, 2139095040
  %special = select i1 %isnan, i32 32256, i32 31744
  br label %done

finite:                                           ; preds = %entry
  %small = icmp ult i32 %mag, 947912704
  br i1 %small, label %subnormal, label %normal

subnormal:                                        ; preds = %finite
  %sum = fadd float %0, 5.000000e-01
  %sb = bitcast float %sum to i32
  %sub = add i32 %sb, -1056964608
  br label %done

normal:                                           ; preds = %finite
  %odd_mant = lshr i32 %mag, 13
  %odd = and i32 %odd_mant, 1
  %rebias = add nsw i32 %mag, -939520001
  %rne = add nuw nsw i32 %rebias, %odd
  %n = lshr i32 %rne, 13
  br label %done

done:                                             ; preds = %normal, %subnormal, %inf_nan
  %h = phi i32 [ %special, %inf_nan ], [ %sub, %subnormal ], [ %n, %normal ]
  %b = bitcast float %x to i32
  %sign = lshr i32 %b, 16
  %s16 = and i32 %sign, 32768
  %hs = or i32 %h, %s16
  %t = trunc i32 %hs to i16
  %y = bitcast i16 %t to half
  ret half %y
}

define weak hidden half @__truncdfhf2(double %x) local_unnamed_addr {
  %f = tail call float @__tm_f64_to_f32_odd(double %x)
  %y = tail call half @__truncsfhf2(float %f)
  ret half %y
}

define weak hidden float @__extendhfsf2(half %h) local_unnamed_addr {
entry:
  %hb = bitcast half %h to i16
  %h32 = zext i16 %hb to i32
  %mag = shl nuw nsw i32 %h32, 13
  %shifted = and i32 %mag, 268427264
  %exp = and i32 %mag, 260046848
  %rebased = add nuw nsw i32 %shifted, 939524096
  switch i32 %exp, label %done [
    i32 260046848, label %special
    i32 0, label %subnormal
  ]

special:                                          ; preds = %entry
  %s = or i32 %mag, 1879048192
  br label %done

subnormal:                                        ; preds = %entry
  %plus = add nuw nsw i32 %shifted, 947912704
  %pf = bitcast i32 %plus to float
  %norm = fadd float %pf, 0xBF10000000000000
  %nb = bitcast float %norm to i32
  br label %done

done:                                             ; preds = %entry, %subnormal, %special
  %o = phi i32 [ %s, %special ], [ %nb, %subnormal ], [ %rebased, %entry ]
  %hb.signext = sext i16 %hb to i32
  %sign32 = and i32 %hb.signext, -2147483648
  %bits = or i32 %o, %sign32
  %r = bitcast i32 %bits to float
  ret float %r
}

define weak hidden double @__extendhfdf2(half %h) local_unnamed_addr {
  %f = tail call float @__extendhfsf2(half %h)
  %d = fpext float %f to double
  ret double %d
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
