; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 4096

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

declare <16 x i32> @llvm.musa.sqmma.bfmma.m64n32k64.mma(i32, i32, <16 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32)

declare <32 x i32> @llvm.musa.sqmma.bfmma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32)

declare i32 @llvm.musa.sqmma.desc.half(i16, i32, i32, i32)

declare void @llvm.musa.sqmma.wait()

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = shl nsw i64 %8, 3
  %12 = and i64 %11, 56
  %13 = lshr i64 %11, 6
  %14 = trunc i64 %13 to i32
  %15 = add i32 %10, %14
  %16 = shl i32 %15, 6
  %17 = sext i32 %16 to i64
  %18 = getelementptr bfloat, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr bfloat, ptr addrspace(1) %18, i64 %12
  %20 = load bfloat, ptr addrspace(1) %19, align 16
  %21 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 2
  %22 = load bfloat, ptr addrspace(1) %21, align 2
  %23 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 4
  %24 = load bfloat, ptr addrspace(1) %23, align 4
  %25 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 6
  %26 = load bfloat, ptr addrspace(1) %25, align 2
  %27 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 8
  %28 = load bfloat, ptr addrspace(1) %27, align 8
  %29 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 10
  %30 = load bfloat, ptr addrspace(1) %29, align 2
  %31 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 12
  %32 = load bfloat, ptr addrspace(1) %31, align 4
  %33 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 14
  %34 = load bfloat, ptr addrspace(1) %33, align 2
  %35 = add nsw i64 %11, 1024
  %36 = lshr i64 %35, 6
  %37 = trunc i64 %36 to i32
  %38 = add i32 %10, %37
  %39 = shl i32 %38, 6
  %40 = sext i32 %39 to i64
  %41 = getelementptr bfloat, ptr addrspace(1) %0, i64 %40
  %42 = getelementptr bfloat, ptr addrspace(1) %41, i64 %12
  %43 = load bfloat, ptr addrspace(1) %42, align 16
  %44 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 2
  %45 = load bfloat, ptr addrspace(1) %44, align 2
  %46 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 4
  %47 = load bfloat, ptr addrspace(1) %46, align 4
  %48 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 6
  %49 = load bfloat, ptr addrspace(1) %48, align 2
  %50 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 8
  %51 = load bfloat, ptr addrspace(1) %50, align 8
  %52 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 10
  %53 = load bfloat, ptr addrspace(1) %52, align 2
  %54 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 12
  %55 = load bfloat, ptr addrspace(1) %54, align 4
  %56 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 14
  %57 = load bfloat, ptr addrspace(1) %56, align 2
  %58 = add nsw i64 %11, 2048
  %59 = lshr i64 %58, 6
  %60 = trunc i64 %59 to i32
  %61 = add i32 %10, %60
  %62 = shl i32 %61, 6
  %63 = sext i32 %62 to i64
  %64 = getelementptr bfloat, ptr addrspace(1) %0, i64 %63
  %65 = getelementptr bfloat, ptr addrspace(1) %64, i64 %12
  %66 = load bfloat, ptr addrspace(1) %65, align 16
  %67 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 2
  %68 = load bfloat, ptr addrspace(1) %67, align 2
  %69 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 4
  %70 = load bfloat, ptr addrspace(1) %69, align 4
  %71 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 6
  %72 = load bfloat, ptr addrspace(1) %71, align 2
  %73 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 8
  %74 = load bfloat, ptr addrspace(1) %73, align 8
  %75 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 10
  %76 = load bfloat, ptr addrspace(1) %75, align 2
  %77 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 12
  %78 = load bfloat, ptr addrspace(1) %77, align 4
  %79 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 14
  %80 = load bfloat, ptr addrspace(1) %79, align 2
  %81 = add nsw i64 %11, 3072
  %82 = lshr i64 %81, 6
  %83 = trunc i64 %82 to i32
  %84 = add i32 %10, %83
  %85 = shl i32 %84, 6
  %86 = sext i32 %85 to i64
  %87 = getelementptr bfloat, ptr addrspace(1) %0, i64 %86
  %88 = getelementptr bfloat, ptr addrspace(1) %87, i64 %12
  %89 = load bfloat, ptr addrspace(1) %88, align 16
  %90 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 2
  %91 = load bfloat, ptr addrspace(1) %90, align 2
  %92 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 4
  %93 = load bfloat, ptr addrspace(1) %92, align 4
  %94 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 6
  %95 = load bfloat, ptr addrspace(1) %94, align 2
  %96 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 8
  %97 = load bfloat, ptr addrspace(1) %96, align 8
  %98 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 10
  %99 = load bfloat, ptr addrspace(1) %98, align 2
  %100 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 12
  %101 = load bfloat, ptr addrspace(1) %100, align 4
  %102 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 14
  %103 = load bfloat, ptr addrspace(1) %102, align 2
  %104 = icmp sgt i32 %5, 0
  %105 = icmp ult i32 %7, 64
  br i1 %105, label %106, label %108

106: ; preds = %6
  %107 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %107, align 4
  br label %108

108: ; preds = %106, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %105, label %109, label %111

109: ; preds = %108
  %110 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %110, align 4
  br label %111

111: ; preds = %109, %108
  tail call void @llvm.musa.syncthreads.lm()
  %112 = or i64 %12, 1
  %113 = or i64 %12, 2
  %114 = or i64 %12, 3
  %115 = or i64 %12, 4
  %116 = or i64 %12, 5
  %117 = or i64 %12, 6
  %118 = or i64 %12, 7
  %119 = shl i32 %14, 6
  br i1 %104, label %120, label %125

120: ; preds = %111
  %121 = sext i32 %119 to i64
  %122 = getelementptr bfloat, ptr addrspace(1) %1, i64 %121
  %123 = getelementptr bfloat, ptr addrspace(1) %122, i64 %12
  %124 = load <8 x bfloat>, ptr addrspace(1) %123, align 16
  br label %125

125: ; preds = %120, %111
  %126 = phi <8 x bfloat> [ %124, %120 ], [ zeroinitializer, %111 ]
  %127 = extractelement <8 x bfloat> %126, i64 0
  %128 = extractelement <8 x bfloat> %126, i64 1
  %129 = extractelement <8 x bfloat> %126, i64 2
  %130 = extractelement <8 x bfloat> %126, i64 3
  %131 = extractelement <8 x bfloat> %126, i64 4
  %132 = extractelement <8 x bfloat> %126, i64 5
  %133 = extractelement <8 x bfloat> %126, i64 6
  %134 = extractelement <8 x bfloat> %126, i64 7
  %135 = and i64 %11, -64
  %136 = trunc i64 %11 to i32
  %137 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %136
  store bfloat %127, ptr addrspace(3) %137, align 16
  %138 = or i64 %112, %135
  %139 = trunc i64 %138 to i32
  %140 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %139
  store bfloat %128, ptr addrspace(3) %140, align 2
  %141 = or i64 %113, %135
  %142 = trunc i64 %141 to i32
  %143 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %142
  store bfloat %129, ptr addrspace(3) %143, align 4
  %144 = or i64 %114, %135
  %145 = trunc i64 %144 to i32
  %146 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %145
  store bfloat %130, ptr addrspace(3) %146, align 2
  %147 = or i64 %115, %135
  %148 = trunc i64 %147 to i32
  %149 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %148
  store bfloat %131, ptr addrspace(3) %149, align 8
  %150 = or i64 %116, %135
  %151 = trunc i64 %150 to i32
  %152 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %151
  store bfloat %132, ptr addrspace(3) %152, align 2
  %153 = or i64 %117, %135
  %154 = trunc i64 %153 to i32
  %155 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %154
  store bfloat %133, ptr addrspace(3) %155, align 4
  %156 = or i64 %118, %135
  %157 = trunc i64 %156 to i32
  %158 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %157
  store bfloat %134, ptr addrspace(3) %158, align 2
  %159 = shl i32 %37, 6
  br i1 %104, label %160, label %165

160: ; preds = %125
  %161 = sext i32 %159 to i64
  %162 = getelementptr bfloat, ptr addrspace(1) %1, i64 %161
  %163 = getelementptr bfloat, ptr addrspace(1) %162, i64 %12
  %164 = load <8 x bfloat>, ptr addrspace(1) %163, align 16
  br label %165

165: ; preds = %160, %125
  %166 = phi <8 x bfloat> [ %164, %160 ], [ zeroinitializer, %125 ]
  %167 = extractelement <8 x bfloat> %166, i64 0
  %168 = extractelement <8 x bfloat> %166, i64 1
  %169 = extractelement <8 x bfloat> %166, i64 2
  %170 = extractelement <8 x bfloat> %166, i64 3
  %171 = extractelement <8 x bfloat> %166, i64 4
  %172 = extractelement <8 x bfloat> %166, i64 5
  %173 = extractelement <8 x bfloat> %166, i64 6
  %174 = extractelement <8 x bfloat> %166, i64 7
  %175 = and i64 %35, -64
  %176 = or i64 %175, %12
  %177 = trunc i64 %176 to i32
  %178 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %177
  store bfloat %167, ptr addrspace(3) %178, align 16
  %179 = or i64 %112, %175
  %180 = trunc i64 %179 to i32
  %181 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %180
  store bfloat %168, ptr addrspace(3) %181, align 2
  %182 = or i64 %113, %175
  %183 = trunc i64 %182 to i32
  %184 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %183
  store bfloat %169, ptr addrspace(3) %184, align 4
  %185 = or i64 %114, %175
  %186 = trunc i64 %185 to i32
  %187 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %186
  store bfloat %170, ptr addrspace(3) %187, align 2
  %188 = or i64 %115, %175
  %189 = trunc i64 %188 to i32
  %190 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %189
  store bfloat %171, ptr addrspace(3) %190, align 8
  %191 = or i64 %116, %175
  %192 = trunc i64 %191 to i32
  %193 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %192
  store bfloat %172, ptr addrspace(3) %193, align 2
  %194 = or i64 %117, %175
  %195 = trunc i64 %194 to i32
  %196 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %195
  store bfloat %173, ptr addrspace(3) %196, align 4
  %197 = or i64 %118, %175
  %198 = trunc i64 %197 to i32
  %199 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %198
  store bfloat %174, ptr addrspace(3) %199, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %104, label %200, label %205

200: ; preds = %165
  %201 = sext i32 %119 to i64
  %202 = getelementptr bfloat, ptr addrspace(1) %2, i64 %201
  %203 = getelementptr bfloat, ptr addrspace(1) %202, i64 %12
  %204 = load <8 x bfloat>, ptr addrspace(1) %203, align 16
  br label %205

205: ; preds = %200, %165
  %206 = phi <8 x bfloat> [ %204, %200 ], [ zeroinitializer, %165 ]
  br i1 %104, label %207, label %212

207: ; preds = %205
  %208 = sext i32 %159 to i64
  %209 = getelementptr bfloat, ptr addrspace(1) %2, i64 %208
  %210 = getelementptr bfloat, ptr addrspace(1) %209, i64 %12
  %211 = load <8 x bfloat>, ptr addrspace(1) %210, align 16
  br label %212

212: ; preds = %207, %205
  %213 = phi <8 x bfloat> [ %211, %207 ], [ zeroinitializer, %205 ]
  %214 = shl nsw i64 %8, 4
  %215 = add nsw i64 %214, 5120
  %216 = lshr i64 %215, 8
  %217 = xor i64 %216, %8
  %218 = and i64 %215, 4294967040
  %219 = shl nsw i64 %217, 4
  %220 = and i64 %219, 240
  %221 = or i64 %220, %218
  %222 = trunc i64 %221 to i32
  %223 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %222
  %224 = shl nsw i64 %138, 1
  %225 = add nsw i64 %224, 5120
  %226 = and i64 %225, 4294967040
  %227 = lshr i64 %225, 4
  %228 = xor i64 %227, %224
  %229 = and i64 %228, 240
  %230 = or i64 %229, %226
  %231 = trunc i64 %230 to i32
  %232 = or i32 %231, 2
  %233 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %232
  %234 = shl nsw i64 %141, 1
  %235 = add nsw i64 %234, 5120
  %236 = and i64 %235, 4294967040
  %237 = lshr i64 %235, 4
  %238 = xor i64 %237, %234
  %239 = and i64 %238, 240
  %240 = or i64 %239, %236
  %241 = trunc i64 %240 to i32
  %242 = or i32 %241, 4
  %243 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %242
  %244 = shl nsw i64 %144, 1
  %245 = add nsw i64 %244, 5120
  %246 = and i64 %245, 4294967040
  %247 = lshr i64 %245, 4
  %248 = xor i64 %247, %244
  %249 = and i64 %248, 240
  %250 = or i64 %249, %246
  %251 = trunc i64 %250 to i32
  %252 = or i32 %251, 6
  %253 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %252
  %254 = shl nsw i64 %147, 1
  %255 = add nsw i64 %254, 5120
  %256 = and i64 %255, 4294967040
  %257 = lshr i64 %255, 4
  %258 = xor i64 %257, %254
  %259 = and i64 %258, 240
  %260 = or i64 %259, %256
  %261 = trunc i64 %260 to i32
  %262 = or i32 %261, 8
  %263 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %262
  %264 = shl nsw i64 %150, 1
  %265 = add nsw i64 %264, 5120
  %266 = and i64 %265, 4294967040
  %267 = lshr i64 %265, 4
  %268 = xor i64 %267, %264
  %269 = and i64 %268, 240
  %270 = or i64 %269, %266
  %271 = trunc i64 %270 to i32
  %272 = or i32 %271, 10
  %273 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %272
  %274 = shl nsw i64 %153, 1
  %275 = add nsw i64 %274, 5120
  %276 = and i64 %275, 4294967040
  %277 = lshr i64 %275, 4
  %278 = xor i64 %277, %274
  %279 = and i64 %278, 240
  %280 = or i64 %279, %276
  %281 = trunc i64 %280 to i32
  %282 = or i32 %281, 12
  %283 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %282
  %284 = shl nsw i64 %156, 1
  %285 = add nsw i64 %284, 5120
  %286 = and i64 %285, 4294967040
  %287 = lshr i64 %285, 4
  %288 = xor i64 %287, %284
  %289 = and i64 %288, 240
  %290 = or i64 %289, %286
  %291 = trunc i64 %290 to i32
  %292 = or i32 %291, 14
  %293 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %292
  %294 = shl nsw i64 %176, 1
  %295 = add nsw i64 %294, 5120
  %296 = and i64 %295, 4294967040
  %297 = lshr exact i64 %295, 4
  %298 = xor i64 %297, %294
  %299 = and i64 %298, 240
  %300 = or i64 %299, %296
  %301 = trunc i64 %300 to i32
  %302 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %301
  %303 = shl nsw i64 %179, 1
  %304 = add nsw i64 %303, 5120
  %305 = and i64 %304, 4294967040
  %306 = lshr i64 %304, 4
  %307 = xor i64 %306, %303
  %308 = and i64 %307, 240
  %309 = or i64 %308, %305
  %310 = trunc i64 %309 to i32
  %311 = or i32 %310, 2
  %312 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %311
  %313 = shl nsw i64 %182, 1
  %314 = add nsw i64 %313, 5120
  %315 = and i64 %314, 4294967040
  %316 = lshr i64 %314, 4
  %317 = xor i64 %316, %313
  %318 = and i64 %317, 240
  %319 = or i64 %318, %315
  %320 = trunc i64 %319 to i32
  %321 = or i32 %320, 4
  %322 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %321
  %323 = shl nsw i64 %185, 1
  %324 = add nsw i64 %323, 5120
  %325 = and i64 %324, 4294967040
  %326 = lshr i64 %324, 4
  %327 = xor i64 %326, %323
  %328 = and i64 %327, 240
  %329 = or i64 %328, %325
  %330 = trunc i64 %329 to i32
  %331 = or i32 %330, 6
  %332 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %331
  %333 = shl nsw i64 %188, 1
  %334 = add nsw i64 %333, 5120
  %335 = and i64 %334, 4294967040
  %336 = lshr i64 %334, 4
  %337 = xor i64 %336, %333
  %338 = and i64 %337, 240
  %339 = or i64 %338, %335
  %340 = trunc i64 %339 to i32
  %341 = or i32 %340, 8
  %342 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %341
  %343 = shl nsw i64 %191, 1
  %344 = add nsw i64 %343, 5120
  %345 = and i64 %344, 4294967040
  %346 = lshr i64 %344, 4
  %347 = xor i64 %346, %343
  %348 = and i64 %347, 240
  %349 = or i64 %348, %345
  %350 = trunc i64 %349 to i32
  %351 = or i32 %350, 10
  %352 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %351
  %353 = shl nsw i64 %194, 1
  %354 = add nsw i64 %353, 5120
  %355 = and i64 %354, 4294967040
  %356 = lshr i64 %354, 4
  %357 = xor i64 %356, %353
  %358 = and i64 %357, 240
  %359 = or i64 %358, %355
  %360 = trunc i64 %359 to i32
  %361 = or i32 %360, 12
  %362 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %361
  %363 = shl nsw i64 %197, 1
  %364 = add nsw i64 %363, 5120
  %365 = and i64 %364, 4294967040
  %366 = lshr i64 %364, 4
  %367 = xor i64 %366, %363
  %368 = and i64 %367, 240
  %369 = or i64 %368, %365
  %370 = trunc i64 %369 to i32
  %371 = or i32 %370, 14
  %372 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %371
  %373 = and i64 %58, -64
  %374 = or i64 %373, %12
  %375 = shl nsw i64 %374, 1
  %376 = add nsw i64 %375, 5120
  %377 = and i64 %376, 4294967040
  %378 = lshr exact i64 %376, 4
  %379 = xor i64 %378, %375
  %380 = and i64 %379, 240
  %381 = or i64 %380, %377
  %382 = trunc i64 %381 to i32
  %383 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %382
  %384 = or i64 %373, %112
  %385 = shl nsw i64 %384, 1
  %386 = add nsw i64 %385, 5120
  %387 = and i64 %386, 4294967040
  %388 = lshr i64 %386, 4
  %389 = xor i64 %388, %385
  %390 = and i64 %389, 240
  %391 = or i64 %390, %387
  %392 = trunc i64 %391 to i32
  %393 = or i32 %392, 2
  %394 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %393
  %395 = or i64 %373, %113
  %396 = shl nsw i64 %395, 1
  %397 = add nsw i64 %396, 5120
  %398 = and i64 %397, 4294967040
  %399 = lshr i64 %397, 4
  %400 = xor i64 %399, %396
  %401 = and i64 %400, 240
  %402 = or i64 %401, %398
  %403 = trunc i64 %402 to i32
  %404 = or i32 %403, 4
  %405 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %404
  %406 = or i64 %373, %114
  %407 = shl nsw i64 %406, 1
  %408 = add nsw i64 %407, 5120
  %409 = and i64 %408, 4294967040
  %410 = lshr i64 %408, 4
  %411 = xor i64 %410, %407
  %412 = and i64 %411, 240
  %413 = or i64 %412, %409
  %414 = trunc i64 %413 to i32
  %415 = or i32 %414, 6
  %416 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %415
  %417 = or i64 %373, %115
  %418 = shl nsw i64 %417, 1
  %419 = add nsw i64 %418, 5120
  %420 = and i64 %419, 4294967040
  %421 = lshr i64 %419, 4
  %422 = xor i64 %421, %418
  %423 = and i64 %422, 240
  %424 = or i64 %423, %420
  %425 = trunc i64 %424 to i32
  %426 = or i32 %425, 8
  %427 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %426
  %428 = or i64 %373, %116
  %429 = shl nsw i64 %428, 1
  %430 = add nsw i64 %429, 5120
  %431 = and i64 %430, 4294967040
  %432 = lshr i64 %430, 4
  %433 = xor i64 %432, %429
  %434 = and i64 %433, 240
  %435 = or i64 %434, %431
  %436 = trunc i64 %435 to i32
  %437 = or i32 %436, 10
  %438 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %437
  %439 = or i64 %373, %117
  %440 = shl nsw i64 %439, 1
  %441 = add nsw i64 %440, 5120
  %442 = and i64 %441, 4294967040
  %443 = lshr i64 %441, 4
  %444 = xor i64 %443, %440
  %445 = and i64 %444, 240
  %446 = or i64 %445, %442
  %447 = trunc i64 %446 to i32
  %448 = or i32 %447, 12
  %449 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %448
  %450 = or i64 %373, %118
  %451 = shl nsw i64 %450, 1
  %452 = add nsw i64 %451, 5120
  %453 = and i64 %452, 4294967040
  %454 = lshr i64 %452, 4
  %455 = xor i64 %454, %451
  %456 = and i64 %455, 240
  %457 = or i64 %456, %453
  %458 = trunc i64 %457 to i32
  %459 = or i32 %458, 14
  %460 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %459
  %461 = and i64 %81, -64
  %462 = or i64 %461, %12
  %463 = shl nsw i64 %462, 1
  %464 = add nsw i64 %463, 5120
  %465 = and i64 %464, 4294967040
  %466 = lshr exact i64 %464, 4
  %467 = xor i64 %466, %463
  %468 = and i64 %467, 240
  %469 = or i64 %468, %465
  %470 = trunc i64 %469 to i32
  %471 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %470
  %472 = or i64 %461, %112
  %473 = shl nsw i64 %472, 1
  %474 = add nsw i64 %473, 5120
  %475 = and i64 %474, 4294967040
  %476 = lshr i64 %474, 4
  %477 = xor i64 %476, %473
  %478 = and i64 %477, 240
  %479 = or i64 %478, %475
  %480 = trunc i64 %479 to i32
  %481 = or i32 %480, 2
  %482 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %481
  %483 = or i64 %461, %113
  %484 = shl nsw i64 %483, 1
  %485 = add nsw i64 %484, 5120
  %486 = and i64 %485, 4294967040
  %487 = lshr i64 %485, 4
  %488 = xor i64 %487, %484
  %489 = and i64 %488, 240
  %490 = or i64 %489, %486
  %491 = trunc i64 %490 to i32
  %492 = or i32 %491, 4
  %493 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %492
  %494 = or i64 %461, %114
  %495 = shl nsw i64 %494, 1
  %496 = add nsw i64 %495, 5120
  %497 = and i64 %496, 4294967040
  %498 = lshr i64 %496, 4
  %499 = xor i64 %498, %495
  %500 = and i64 %499, 240
  %501 = or i64 %500, %497
  %502 = trunc i64 %501 to i32
  %503 = or i32 %502, 6
  %504 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %503
  %505 = or i64 %461, %115
  %506 = shl nsw i64 %505, 1
  %507 = add nsw i64 %506, 5120
  %508 = and i64 %507, 4294967040
  %509 = lshr i64 %507, 4
  %510 = xor i64 %509, %506
  %511 = and i64 %510, 240
  %512 = or i64 %511, %508
  %513 = trunc i64 %512 to i32
  %514 = or i32 %513, 8
  %515 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %514
  %516 = or i64 %461, %116
  %517 = shl nsw i64 %516, 1
  %518 = add nsw i64 %517, 5120
  %519 = and i64 %518, 4294967040
  %520 = lshr i64 %518, 4
  %521 = xor i64 %520, %517
  %522 = and i64 %521, 240
  %523 = or i64 %522, %519
  %524 = trunc i64 %523 to i32
  %525 = or i32 %524, 10
  %526 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %525
  %527 = or i64 %461, %117
  %528 = shl nsw i64 %527, 1
  %529 = add nsw i64 %528, 5120
  %530 = and i64 %529, 4294967040
  %531 = lshr i64 %529, 4
  %532 = xor i64 %531, %528
  %533 = and i64 %532, 240
  %534 = or i64 %533, %530
  %535 = trunc i64 %534 to i32
  %536 = or i32 %535, 12
  %537 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %536
  %538 = or i64 %461, %118
  %539 = shl nsw i64 %538, 1
  %540 = add nsw i64 %539, 5120
  %541 = and i64 %540, 4294967040
  %542 = lshr i64 %540, 4
  %543 = xor i64 %542, %539
  %544 = and i64 %543, 240
  %545 = or i64 %544, %541
  %546 = trunc i64 %545 to i32
  %547 = or i32 %546, 14
  %548 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %547
  %549 = and i64 %11, 24
  %550 = lshr i64 %11, 5
  %551 = or i64 %549, 1
  %552 = or i64 %549, 2
  %553 = or i64 %549, 3
  %554 = or i64 %549, 4
  %555 = or i64 %549, 5
  %556 = or i64 %549, 6
  %557 = or i64 %549, 7
  %558 = shl nuw nsw i64 %549, 6
  %559 = add nuw nsw i64 %558, %550
  %560 = trunc i64 %559 to i32
  %561 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %560
  %562 = shl nuw nsw i64 %551, 6
  %563 = add nuw nsw i64 %562, %550
  %564 = trunc i64 %563 to i32
  %565 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %564
  %566 = shl nuw nsw i64 %552, 6
  %567 = add nuw nsw i64 %566, %550
  %568 = trunc i64 %567 to i32
  %569 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %568
  %570 = shl nuw nsw i64 %553, 6
  %571 = add nuw nsw i64 %570, %550
  %572 = trunc i64 %571 to i32
  %573 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %572
  %574 = shl nuw nsw i64 %554, 6
  %575 = add nuw nsw i64 %574, %550
  %576 = trunc i64 %575 to i32
  %577 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %576
  %578 = shl nuw nsw i64 %555, 6
  %579 = add nuw nsw i64 %578, %550
  %580 = trunc i64 %579 to i32
  %581 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %580
  %582 = shl nuw nsw i64 %556, 6
  %583 = add nuw nsw i64 %582, %550
  %584 = trunc i64 %583 to i32
  %585 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %584
  %586 = shl nuw nsw i64 %557, 6
  %587 = add nuw nsw i64 %586, %550
  %588 = trunc i64 %587 to i32
  %589 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %588
  %590 = and i64 %11, -2048
  %591 = and i64 %550, 63
  %592 = or i64 %591, %590
  %593 = or i64 %592, %558
  %594 = shl nsw i64 %593, 1
  %595 = add nsw i64 %594, 13312
  %596 = and i64 %594, 14
  %597 = and i64 %595, 4294966272
  %598 = lshr i64 %595, 4
  %599 = and i64 %598, 240
  %.mask = and i64 %594, 112
  %600 = xor i64 %599, %.mask
  %601 = or i64 %597, %596
  %602 = or i64 %601, %600
  %603 = trunc i64 %602 to i32
  %604 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %603
  %605 = or i64 %592, %562
  %606 = shl nsw i64 %605, 1
  %607 = add nsw i64 %606, 13312
  %608 = and i64 %606, 14
  %609 = and i64 %607, 4294967040
  %610 = lshr i64 %607, 4
  %611 = xor i64 %610, %606
  %612 = and i64 %611, 240
  %613 = or i64 %609, %608
  %614 = or i64 %613, %612
  %615 = trunc i64 %614 to i32
  %616 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %615
  %617 = or i64 %592, %566
  %618 = shl nsw i64 %617, 1
  %619 = add nsw i64 %618, 13312
  %620 = and i64 %618, 14
  %621 = and i64 %619, 4294967040
  %622 = lshr i64 %619, 4
  %623 = xor i64 %622, %618
  %624 = and i64 %623, 240
  %625 = or i64 %621, %620
  %626 = or i64 %625, %624
  %627 = trunc i64 %626 to i32
  %628 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %627
  %629 = or i64 %592, %570
  %630 = shl nsw i64 %629, 1
  %631 = add nsw i64 %630, 13312
  %632 = and i64 %630, 14
  %633 = and i64 %631, 4294967040
  %634 = lshr i64 %631, 4
  %635 = xor i64 %634, %630
  %636 = and i64 %635, 240
  %637 = or i64 %633, %632
  %638 = or i64 %637, %636
  %639 = trunc i64 %638 to i32
  %640 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %639
  %641 = or i64 %592, %574
  %642 = shl nsw i64 %641, 1
  %643 = add nsw i64 %642, 13312
  %644 = and i64 %642, 14
  %645 = and i64 %643, 4294967040
  %646 = lshr i64 %643, 4
  %647 = xor i64 %646, %642
  %648 = and i64 %647, 240
  %649 = or i64 %645, %644
  %650 = or i64 %649, %648
  %651 = trunc i64 %650 to i32
  %652 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %651
  %653 = or i64 %592, %578
  %654 = shl nsw i64 %653, 1
  %655 = add nsw i64 %654, 13312
  %656 = and i64 %654, 14
  %657 = and i64 %655, 4294967040
  %658 = lshr i64 %655, 4
  %659 = xor i64 %658, %654
  %660 = and i64 %659, 240
  %661 = or i64 %657, %656
  %662 = or i64 %661, %660
  %663 = trunc i64 %662 to i32
  %664 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %663
  %665 = or i64 %592, %582
  %666 = shl nsw i64 %665, 1
  %667 = add nsw i64 %666, 13312
  %668 = and i64 %666, 14
  %669 = and i64 %667, 4294967040
  %670 = lshr i64 %667, 4
  %671 = xor i64 %670, %666
  %672 = and i64 %671, 240
  %673 = or i64 %669, %668
  %674 = or i64 %673, %672
  %675 = trunc i64 %674 to i32
  %676 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %675
  %677 = or i64 %592, %586
  %678 = shl nsw i64 %677, 1
  %679 = add nsw i64 %678, 13312
  %680 = and i64 %678, 14
  %681 = and i64 %679, 4294967040
  %682 = lshr i64 %679, 4
  %683 = xor i64 %682, %678
  %684 = and i64 %683, 240
  %685 = or i64 %681, %680
  %686 = or i64 %685, %684
  %687 = trunc i64 %686 to i32
  %688 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %687
  %689 = lshr i64 %35, 5
  %690 = add nuw nsw i64 %689, %558
  %691 = trunc i64 %690 to i32
  %692 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %691
  %693 = add nuw nsw i64 %562, %689
  %694 = trunc i64 %693 to i32
  %695 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %694
  %696 = add nuw nsw i64 %566, %689
  %697 = trunc i64 %696 to i32
  %698 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %697
  %699 = add nuw nsw i64 %570, %689
  %700 = trunc i64 %699 to i32
  %701 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %700
  %702 = add nuw nsw i64 %574, %689
  %703 = trunc i64 %702 to i32
  %704 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %703
  %705 = add nuw nsw i64 %578, %689
  %706 = trunc i64 %705 to i32
  %707 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %706
  %708 = add nuw nsw i64 %582, %689
  %709 = trunc i64 %708 to i32
  %710 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %709
  %711 = add nuw nsw i64 %586, %689
  %712 = trunc i64 %711 to i32
  %713 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %712
  %714 = and i64 %35, -2048
  %715 = and i64 %689, 63
  %716 = or i64 %715, %714
  %717 = or i64 %716, %558
  %718 = shl nsw i64 %717, 1
  %719 = add i64 %718, 13312
  %720 = and i64 %718, 14
  %721 = and i64 %719, 4294966272
  %722 = lshr i64 %719, 4
  %723 = and i64 %722, 240
  %.mask5 = and i64 %718, 112
  %724 = xor i64 %723, %.mask5
  %725 = or i64 %721, %720
  %726 = or i64 %725, %724
  %727 = trunc i64 %726 to i32
  %728 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %727
  %729 = or i64 %716, %562
  %730 = shl nsw i64 %729, 1
  %731 = add i64 %730, 13312
  %732 = and i64 %730, 14
  %733 = and i64 %731, 4294967040
  %734 = lshr i64 %731, 4
  %735 = xor i64 %734, %730
  %736 = and i64 %735, 240
  %737 = or i64 %733, %732
  %738 = or i64 %737, %736
  %739 = trunc i64 %738 to i32
  %740 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %739
  %741 = or i64 %716, %566
  %742 = shl nsw i64 %741, 1
  %743 = add i64 %742, 13312
  %744 = and i64 %742, 14
  %745 = and i64 %743, 4294967040
  %746 = lshr i64 %743, 4
  %747 = xor i64 %746, %742
  %748 = and i64 %747, 240
  %749 = or i64 %745, %744
  %750 = or i64 %749, %748
  %751 = trunc i64 %750 to i32
  %752 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %751
  %753 = or i64 %716, %570
  %754 = shl nsw i64 %753, 1
  %755 = add i64 %754, 13312
  %756 = and i64 %754, 14
  %757 = and i64 %755, 4294967040
  %758 = lshr i64 %755, 4
  %759 = xor i64 %758, %754
  %760 = and i64 %759, 240
  %761 = or i64 %757, %756
  %762 = or i64 %761, %760
  %763 = trunc i64 %762 to i32
  %764 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %763
  %765 = or i64 %716, %574
  %766 = shl nsw i64 %765, 1
  %767 = add i64 %766, 13312
  %768 = and i64 %766, 14
  %769 = and i64 %767, 4294967040
  %770 = lshr i64 %767, 4
  %771 = xor i64 %770, %766
  %772 = and i64 %771, 240
  %773 = or i64 %769, %768
  %774 = or i64 %773, %772
  %775 = trunc i64 %774 to i32
  %776 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %775
  %777 = or i64 %716, %578
  %778 = shl nsw i64 %777, 1
  %779 = add i64 %778, 13312
  %780 = and i64 %778, 14
  %781 = and i64 %779, 4294967040
  %782 = lshr i64 %779, 4
  %783 = xor i64 %782, %778
  %784 = and i64 %783, 240
  %785 = or i64 %781, %780
  %786 = or i64 %785, %784
  %787 = trunc i64 %786 to i32
  %788 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %787
  %789 = or i64 %716, %582
  %790 = shl nsw i64 %789, 1
  %791 = add i64 %790, 13312
  %792 = and i64 %790, 14
  %793 = and i64 %791, 4294967040
  %794 = lshr i64 %791, 4
  %795 = xor i64 %794, %790
  %796 = and i64 %795, 240
  %797 = or i64 %793, %792
  %798 = or i64 %797, %796
  %799 = trunc i64 %798 to i32
  %800 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %799
  %801 = or i64 %716, %586
  %802 = shl nsw i64 %801, 1
  %803 = add i64 %802, 13312
  %804 = and i64 %802, 14
  %805 = and i64 %803, 4294967040
  %806 = lshr i64 %803, 4
  %807 = xor i64 %806, %802
  %808 = and i64 %807, 240
  %809 = or i64 %805, %804
  %810 = or i64 %809, %808
  %811 = trunc i64 %810 to i32
  %812 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %811
  %813 = icmp ult i32 %7, 128
  %814 = and i64 %8, 1
  %815 = icmp eq i64 %814, 0
  %816 = and i1 %813, %815
  %817 = and i64 %11, -32
  %818 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %136
  %819 = trunc i64 %550 to i32
  %820 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %819
  %821 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %819
  %822 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %136
  %823 = or i64 %551, %817
  %824 = trunc i64 %823 to i32
  %825 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %824
  %826 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %824
  %827 = or i64 %552, %817
  %828 = trunc i64 %827 to i32
  %829 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %828
  %830 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %828
  %831 = or i64 %553, %817
  %832 = trunc i64 %831 to i32
  %833 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %832
  %834 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %832
  %835 = or i64 %554, %817
  %836 = trunc i64 %835 to i32
  %837 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %836
  %838 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %836
  %839 = or i64 %555, %817
  %840 = trunc i64 %839 to i32
  %841 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %840
  %842 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %840
  %843 = or i64 %556, %817
  %844 = trunc i64 %843 to i32
  %845 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %844
  %846 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %844
  %847 = or i64 %557, %817
  %848 = trunc i64 %847 to i32
  %849 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %848
  %850 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %848
  %851 = and i64 %35, -32
  %852 = or i64 %851, %549
  %853 = trunc i64 %852 to i32
  %854 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %853
  %855 = trunc i64 %689 to i32
  %856 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %855
  %857 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %855
  %858 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %853
  %859 = or i64 %551, %851
  %860 = trunc i64 %859 to i32
  %861 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %860
  %862 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %860
  %863 = or i64 %552, %851
  %864 = trunc i64 %863 to i32
  %865 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %864
  %866 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %864
  %867 = or i64 %553, %851
  %868 = trunc i64 %867 to i32
  %869 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %868
  %870 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %868
  %871 = or i64 %554, %851
  %872 = trunc i64 %871 to i32
  %873 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %872
  %874 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %872
  %875 = or i64 %555, %851
  %876 = trunc i64 %875 to i32
  %877 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %876
  %878 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %876
  %879 = or i64 %556, %851
  %880 = trunc i64 %879 to i32
  %881 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %880
  %882 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %880
  %883 = or i64 %557, %851
  %884 = trunc i64 %883 to i32
  %885 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %884
  %886 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %884
  %887 = add nsw i64 %214, 34816
  %888 = lshr i64 %887, 8
  %889 = xor i64 %888, %8
  %890 = and i64 %887, 4294967040
  %891 = shl nsw i64 %889, 4
  %892 = and i64 %891, 240
  %893 = or i64 %892, %890
  %894 = trunc i64 %893 to i32
  %895 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %894
  %896 = shl nsw i64 %823, 1
  %897 = add nsw i64 %896, 34816
  %898 = and i64 %897, 4294967040
  %899 = lshr i64 %897, 4
  %900 = xor i64 %899, %896
  %901 = and i64 %900, 240
  %902 = or i64 %901, %898
  %903 = trunc i64 %902 to i32
  %904 = or i32 %903, 2
  %905 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %904
  %906 = shl nsw i64 %827, 1
  %907 = add nsw i64 %906, 34816
  %908 = and i64 %907, 4294967040
  %909 = lshr i64 %907, 4
  %910 = xor i64 %909, %906
  %911 = and i64 %910, 240
  %912 = or i64 %911, %908
  %913 = trunc i64 %912 to i32
  %914 = or i32 %913, 4
  %915 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %914
  %916 = shl nsw i64 %831, 1
  %917 = add nsw i64 %916, 34816
  %918 = and i64 %917, 4294967040
  %919 = lshr i64 %917, 4
  %920 = xor i64 %919, %916
  %921 = and i64 %920, 240
  %922 = or i64 %921, %918
  %923 = trunc i64 %922 to i32
  %924 = or i32 %923, 6
  %925 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %924
  %926 = shl nsw i64 %835, 1
  %927 = add nsw i64 %926, 34816
  %928 = and i64 %927, 4294967040
  %929 = lshr i64 %927, 4
  %930 = xor i64 %929, %926
  %931 = and i64 %930, 240
  %932 = or i64 %931, %928
  %933 = trunc i64 %932 to i32
  %934 = or i32 %933, 8
  %935 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %934
  %936 = shl nsw i64 %839, 1
  %937 = add nsw i64 %936, 34816
  %938 = and i64 %937, 4294967040
  %939 = lshr i64 %937, 4
  %940 = xor i64 %939, %936
  %941 = and i64 %940, 240
  %942 = or i64 %941, %938
  %943 = trunc i64 %942 to i32
  %944 = or i32 %943, 10
  %945 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %944
  %946 = shl nsw i64 %843, 1
  %947 = add nsw i64 %946, 34816
  %948 = and i64 %947, 4294967040
  %949 = lshr i64 %947, 4
  %950 = xor i64 %949, %946
  %951 = and i64 %950, 240
  %952 = or i64 %951, %948
  %953 = trunc i64 %952 to i32
  %954 = or i32 %953, 12
  %955 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %954
  %956 = shl nsw i64 %847, 1
  %957 = add nsw i64 %956, 34816
  %958 = and i64 %957, 4294967040
  %959 = lshr i64 %957, 4
  %960 = xor i64 %959, %956
  %961 = and i64 %960, 240
  %962 = or i64 %961, %958
  %963 = trunc i64 %962 to i32
  %964 = or i32 %963, 14
  %965 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %964
  %966 = shl nsw i64 %852, 1
  %967 = add nsw i64 %966, 34816
  %968 = and i64 %967, 4294967040
  %969 = lshr exact i64 %967, 4
  %970 = xor i64 %969, %966
  %971 = and i64 %970, 240
  %972 = or i64 %971, %968
  %973 = trunc i64 %972 to i32
  %974 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %973
  %975 = shl nsw i64 %859, 1
  %976 = add nsw i64 %975, 34816
  %977 = and i64 %976, 4294967040
  %978 = lshr i64 %976, 4
  %979 = xor i64 %978, %975
  %980 = and i64 %979, 240
  %981 = or i64 %980, %977
  %982 = trunc i64 %981 to i32
  %983 = or i32 %982, 2
  %984 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %983
  %985 = shl nsw i64 %863, 1
  %986 = add nsw i64 %985, 34816
  %987 = and i64 %986, 4294967040
  %988 = lshr i64 %986, 4
  %989 = xor i64 %988, %985
  %990 = and i64 %989, 240
  %991 = or i64 %990, %987
  %992 = trunc i64 %991 to i32
  %993 = or i32 %992, 4
  %994 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %993
  %995 = shl nsw i64 %867, 1
  %996 = add nsw i64 %995, 34816
  %997 = and i64 %996, 4294967040
  %998 = lshr i64 %996, 4
  %999 = xor i64 %998, %995
  %1000 = and i64 %999, 240
  %1001 = or i64 %1000, %997
  %1002 = trunc i64 %1001 to i32
  %1003 = or i32 %1002, 6
  %1004 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1003
  %1005 = shl nsw i64 %871, 1
  %1006 = add nsw i64 %1005, 34816
  %1007 = and i64 %1006, 4294967040
  %1008 = lshr i64 %1006, 4
  %1009 = xor i64 %1008, %1005
  %1010 = and i64 %1009, 240
  %1011 = or i64 %1010, %1007
  %1012 = trunc i64 %1011 to i32
  %1013 = or i32 %1012, 8
  %1014 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1013
  %1015 = shl nsw i64 %875, 1
  %1016 = add nsw i64 %1015, 34816
  %1017 = and i64 %1016, 4294967040
  %1018 = lshr i64 %1016, 4
  %1019 = xor i64 %1018, %1015
  %1020 = and i64 %1019, 240
  %1021 = or i64 %1020, %1017
  %1022 = trunc i64 %1021 to i32
  %1023 = or i32 %1022, 10
  %1024 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1023
  %1025 = shl nsw i64 %879, 1
  %1026 = add nsw i64 %1025, 34816
  %1027 = and i64 %1026, 4294967040
  %1028 = lshr i64 %1026, 4
  %1029 = xor i64 %1028, %1025
  %1030 = and i64 %1029, 240
  %1031 = or i64 %1030, %1027
  %1032 = trunc i64 %1031 to i32
  %1033 = or i32 %1032, 12
  %1034 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1033
  %1035 = shl nsw i64 %883, 1
  %1036 = add nsw i64 %1035, 34816
  %1037 = and i64 %1036, 4294967040
  %1038 = lshr i64 %1036, 4
  %1039 = xor i64 %1038, %1035
  %1040 = and i64 %1039, 240
  %1041 = or i64 %1040, %1037
  %1042 = trunc i64 %1041 to i32
  %1043 = or i32 %1042, 14
  %1044 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1043
  %1045 = and i64 %13, 31
  %1046 = shl nuw nsw i64 %12, 5
  %1047 = or i64 %1045, %590
  %1048 = or i64 %1047, %1046
  %1049 = shl nsw i64 %1048, 1
  %1050 = add nsw i64 %1049, 38912
  %1051 = and i64 %1049, 14
  %1052 = and i64 %1050, 4294966784
  %1053 = lshr i64 %1050, 4
  %1054 = and i64 %1053, 240
  %.mask6 = and i64 %1049, 48
  %1055 = xor i64 %1054, %.mask6
  %1056 = or i64 %1052, %1051
  %1057 = or i64 %1056, %1055
  %1058 = trunc i64 %1057 to i32
  %1059 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1058
  %1060 = shl nuw nsw i64 %112, 5
  %1061 = or i64 %1047, %1060
  %1062 = shl nsw i64 %1061, 1
  %1063 = add nsw i64 %1062, 38912
  %1064 = and i64 %1062, 14
  %1065 = and i64 %1063, 4294967040
  %1066 = lshr i64 %1063, 4
  %1067 = xor i64 %1066, %1062
  %1068 = and i64 %1067, 240
  %1069 = or i64 %1065, %1064
  %1070 = or i64 %1069, %1068
  %1071 = trunc i64 %1070 to i32
  %1072 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1071
  %1073 = shl nuw nsw i64 %113, 5
  %1074 = or i64 %1047, %1073
  %1075 = shl nsw i64 %1074, 1
  %1076 = add nsw i64 %1075, 38912
  %1077 = and i64 %1075, 14
  %1078 = and i64 %1076, 4294967040
  %1079 = lshr i64 %1076, 4
  %1080 = xor i64 %1079, %1075
  %1081 = and i64 %1080, 240
  %1082 = or i64 %1078, %1077
  %1083 = or i64 %1082, %1081
  %1084 = trunc i64 %1083 to i32
  %1085 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1084
  %1086 = shl nuw nsw i64 %114, 5
  %1087 = or i64 %1047, %1086
  %1088 = shl nsw i64 %1087, 1
  %1089 = add nsw i64 %1088, 38912
  %1090 = and i64 %1088, 14
  %1091 = and i64 %1089, 4294967040
  %1092 = lshr i64 %1089, 4
  %1093 = xor i64 %1092, %1088
  %1094 = and i64 %1093, 240
  %1095 = or i64 %1091, %1090
  %1096 = or i64 %1095, %1094
  %1097 = trunc i64 %1096 to i32
  %1098 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1097
  %1099 = shl nuw nsw i64 %115, 5
  %1100 = or i64 %1047, %1099
  %1101 = shl nsw i64 %1100, 1
  %1102 = add nsw i64 %1101, 38912
  %1103 = and i64 %1101, 14
  %1104 = and i64 %1102, 4294967040
  %1105 = lshr i64 %1102, 4
  %1106 = xor i64 %1105, %1101
  %1107 = and i64 %1106, 240
  %1108 = or i64 %1104, %1103
  %1109 = or i64 %1108, %1107
  %1110 = trunc i64 %1109 to i32
  %1111 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1110
  %1112 = shl nuw nsw i64 %116, 5
  %1113 = or i64 %1047, %1112
  %1114 = shl nsw i64 %1113, 1
  %1115 = add nsw i64 %1114, 38912
  %1116 = and i64 %1114, 14
  %1117 = and i64 %1115, 4294967040
  %1118 = lshr i64 %1115, 4
  %1119 = xor i64 %1118, %1114
  %1120 = and i64 %1119, 240
  %1121 = or i64 %1117, %1116
  %1122 = or i64 %1121, %1120
  %1123 = trunc i64 %1122 to i32
  %1124 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1123
  %1125 = shl nuw nsw i64 %117, 5
  %1126 = or i64 %1047, %1125
  %1127 = shl nsw i64 %1126, 1
  %1128 = add nsw i64 %1127, 38912
  %1129 = and i64 %1127, 14
  %1130 = and i64 %1128, 4294967040
  %1131 = lshr i64 %1128, 4
  %1132 = xor i64 %1131, %1127
  %1133 = and i64 %1132, 240
  %1134 = or i64 %1130, %1129
  %1135 = or i64 %1134, %1133
  %1136 = trunc i64 %1135 to i32
  %1137 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1136
  %1138 = shl nuw nsw i64 %118, 5
  %1139 = or i64 %1047, %1138
  %1140 = shl nsw i64 %1139, 1
  %1141 = add nsw i64 %1140, 38912
  %1142 = and i64 %1140, 14
  %1143 = and i64 %1141, 4294967040
  %1144 = lshr i64 %1141, 4
  %1145 = xor i64 %1144, %1140
  %1146 = and i64 %1145, 240
  %1147 = or i64 %1143, %1142
  %1148 = or i64 %1147, %1146
  %1149 = trunc i64 %1148 to i32
  %1150 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1149
  %1151 = and i64 %36, 31
  %1152 = or i64 %1151, %714
  %1153 = or i64 %1152, %1046
  %1154 = shl nsw i64 %1153, 1
  %1155 = add i64 %1154, 38912
  %1156 = and i64 %1154, 14
  %1157 = and i64 %1155, 4294966784
  %1158 = lshr i64 %1155, 4
  %1159 = and i64 %1158, 240
  %.mask7 = and i64 %1154, 48
  %1160 = xor i64 %1159, %.mask7
  %1161 = or i64 %1157, %1156
  %1162 = or i64 %1161, %1160
  %1163 = trunc i64 %1162 to i32
  %1164 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1163
  %1165 = or i64 %1152, %1060
  %1166 = shl nsw i64 %1165, 1
  %1167 = add i64 %1166, 38912
  %1168 = and i64 %1166, 14
  %1169 = and i64 %1167, 4294967040
  %1170 = lshr i64 %1167, 4
  %1171 = xor i64 %1170, %1166
  %1172 = and i64 %1171, 240
  %1173 = or i64 %1169, %1168
  %1174 = or i64 %1173, %1172
  %1175 = trunc i64 %1174 to i32
  %1176 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1175
  %1177 = or i64 %1152, %1073
  %1178 = shl nsw i64 %1177, 1
  %1179 = add i64 %1178, 38912
  %1180 = and i64 %1178, 14
  %1181 = and i64 %1179, 4294967040
  %1182 = lshr i64 %1179, 4
  %1183 = xor i64 %1182, %1178
  %1184 = and i64 %1183, 240
  %1185 = or i64 %1181, %1180
  %1186 = or i64 %1185, %1184
  %1187 = trunc i64 %1186 to i32
  %1188 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1187
  %1189 = or i64 %1152, %1086
  %1190 = shl nsw i64 %1189, 1
  %1191 = add i64 %1190, 38912
  %1192 = and i64 %1190, 14
  %1193 = and i64 %1191, 4294967040
  %1194 = lshr i64 %1191, 4
  %1195 = xor i64 %1194, %1190
  %1196 = and i64 %1195, 240
  %1197 = or i64 %1193, %1192
  %1198 = or i64 %1197, %1196
  %1199 = trunc i64 %1198 to i32
  %1200 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1199
  %1201 = or i64 %1152, %1099
  %1202 = shl nsw i64 %1201, 1
  %1203 = add i64 %1202, 38912
  %1204 = and i64 %1202, 14
  %1205 = and i64 %1203, 4294967040
  %1206 = lshr i64 %1203, 4
  %1207 = xor i64 %1206, %1202
  %1208 = and i64 %1207, 240
  %1209 = or i64 %1205, %1204
  %1210 = or i64 %1209, %1208
  %1211 = trunc i64 %1210 to i32
  %1212 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1211
  %1213 = or i64 %1152, %1112
  %1214 = shl nsw i64 %1213, 1
  %1215 = add i64 %1214, 38912
  %1216 = and i64 %1214, 14
  %1217 = and i64 %1215, 4294967040
  %1218 = lshr i64 %1215, 4
  %1219 = xor i64 %1218, %1214
  %1220 = and i64 %1219, 240
  %1221 = or i64 %1217, %1216
  %1222 = or i64 %1221, %1220
  %1223 = trunc i64 %1222 to i32
  %1224 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1223
  %1225 = or i64 %1152, %1125
  %1226 = shl nsw i64 %1225, 1
  %1227 = add i64 %1226, 38912
  %1228 = and i64 %1226, 14
  %1229 = and i64 %1227, 4294967040
  %1230 = lshr i64 %1227, 4
  %1231 = xor i64 %1230, %1226
  %1232 = and i64 %1231, 240
  %1233 = or i64 %1229, %1228
  %1234 = or i64 %1233, %1232
  %1235 = trunc i64 %1234 to i32
  %1236 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1235
  %1237 = or i64 %1152, %1138
  %1238 = shl nsw i64 %1237, 1
  %1239 = add i64 %1238, 38912
  %1240 = and i64 %1238, 14
  %1241 = and i64 %1239, 4294967040
  %1242 = lshr i64 %1239, 4
  %1243 = xor i64 %1242, %1238
  %1244 = and i64 %1243, 240
  %1245 = or i64 %1241, %1240
  %1246 = or i64 %1245, %1244
  %1247 = trunc i64 %1246 to i32
  %1248 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %1247
  %1249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %14
  %1250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %136
  %1251 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %139
  %1252 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %142
  %1253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %145
  %1254 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %148
  %1255 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %151
  %1256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %154
  %1257 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %157
  %1258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %37
  %1259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %177
  %1260 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %180
  %1261 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %183
  %1262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %186
  %1263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %189
  %1264 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %192
  %1265 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %195
  %1266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %198
  %1267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %60
  %1268 = trunc i64 %374 to i32
  %1269 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1268
  %1270 = trunc i64 %384 to i32
  %1271 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1270
  %1272 = trunc i64 %395 to i32
  %1273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1272
  %1274 = trunc i64 %406 to i32
  %1275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1274
  %1276 = trunc i64 %417 to i32
  %1277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1276
  %1278 = trunc i64 %428 to i32
  %1279 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1278
  %1280 = trunc i64 %439 to i32
  %1281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1280
  %1282 = trunc i64 %450 to i32
  %1283 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1282
  %1284 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %83
  %1285 = trunc i64 %462 to i32
  %1286 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1285
  %1287 = trunc i64 %472 to i32
  %1288 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1287
  %1289 = trunc i64 %483 to i32
  %1290 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1289
  %1291 = trunc i64 %494 to i32
  %1292 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1291
  %1293 = trunc i64 %505 to i32
  %1294 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1293
  %1295 = trunc i64 %516 to i32
  %1296 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1295
  %1297 = trunc i64 %527 to i32
  %1298 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1297
  %1299 = trunc i64 %538 to i32
  %1300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1299
  %1301 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %136
  %1302 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %139
  %1303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %151
  %1304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %154
  %1305 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %157
  %1306 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %177
  %1307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1268
  %1308 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1285
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %12
  %invariant.gep90 = getelementptr bfloat, ptr addrspace(1) %2, i64 %12
  br i1 %104, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %212
  %1309 = and i64 %214, -32
  %1310 = select i1 %813, i64 %1309, i64 0
  %1311 = shl nuw nsw i64 %814, 3
  %1312 = lshr i64 %8, 3
  %1313 = and i64 %8, 7
  %1314 = shl nuw nsw i64 %1312, 5
  %1315 = or i64 %1314, %1313
  %1316 = trunc i64 %1315 to i32
  %1317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1316
  %1318 = or i64 %1313, 8
  %1319 = or i64 %1318, %1314
  %1320 = trunc i64 %1319 to i32
  %1321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1320
  %1322 = or i64 %1313, 16
  %1323 = or i64 %1322, %1314
  %1324 = trunc i64 %1323 to i32
  %1325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1324
  %1326 = or i64 %1313, 24
  %1327 = or i64 %1326, %1314
  %1328 = trunc i64 %1327 to i32
  %1329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1328
  %1330 = or i64 %1314, 512
  %1331 = or i64 %1330, %1313
  %1332 = trunc i64 %1331 to i32
  %1333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1332
  %1334 = or i64 %1330, %1318
  %1335 = trunc i64 %1334 to i32
  %1336 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1335
  %1337 = or i64 %1330, %1322
  %1338 = trunc i64 %1337 to i32
  %1339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1338
  %1340 = or i64 %1330, %1326
  %1341 = trunc i64 %1340 to i32
  %1342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1341
  %1343 = or i64 %1314, 1024
  %1344 = or i64 %1343, %1313
  %1345 = trunc i64 %1344 to i32
  %1346 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1345
  %1347 = or i64 %1343, %1318
  %1348 = trunc i64 %1347 to i32
  %1349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1348
  %1350 = or i64 %1343, %1322
  %1351 = trunc i64 %1350 to i32
  %1352 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1351
  %1353 = or i64 %1343, %1326
  %1354 = trunc i64 %1353 to i32
  %1355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1354
  %1356 = or i64 %1314, 1536
  %1357 = or i64 %1356, %1313
  %1358 = trunc i64 %1357 to i32
  %1359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1358
  %1360 = or i64 %1356, %1318
  %1361 = trunc i64 %1360 to i32
  %1362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1361
  %1363 = or i64 %1356, %1322
  %1364 = trunc i64 %1363 to i32
  %1365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1364
  %1366 = or i64 %1356, %1326
  %1367 = trunc i64 %1366 to i32
  %1368 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1367
  %1369 = lshr i32 %7, 1
  %1370 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %1369
  %1371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %1372 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %7
  %1373 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %7
  %1374 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34304), i32 %1369
  %1375 = shl nuw nsw i64 %1312, 6
  %1376 = or i64 %1375, %1313
  %1377 = trunc i64 %1376 to i32
  %1378 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1377
  %1379 = or i64 %1318, %1375
  %1380 = trunc i64 %1379 to i32
  %1381 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1380
  %1382 = or i64 %1322, %1375
  %1383 = trunc i64 %1382 to i32
  %1384 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1383
  %1385 = or i64 %1326, %1375
  %1386 = trunc i64 %1385 to i32
  %1387 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1386
  %1388 = or i64 %1313, 32
  %1389 = or i64 %1388, %1375
  %1390 = trunc i64 %1389 to i32
  %1391 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1390
  %1392 = or i64 %1313, 40
  %1393 = or i64 %1392, %1375
  %1394 = trunc i64 %1393 to i32
  %1395 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1394
  %1396 = or i64 %1313, 48
  %1397 = or i64 %1396, %1375
  %1398 = trunc i64 %1397 to i32
  %1399 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1398
  %1400 = or i64 %1313, 56
  %1401 = or i64 %1400, %1375
  %1402 = trunc i64 %1401 to i32
  %1403 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1402
  %1404 = or i64 %1375, 1024
  %1405 = or i64 %1404, %1313
  %1406 = trunc i64 %1405 to i32
  %1407 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1406
  %1408 = or i64 %1404, %1318
  %1409 = trunc i64 %1408 to i32
  %1410 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1409
  %1411 = or i64 %1404, %1322
  %1412 = trunc i64 %1411 to i32
  %1413 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1412
  %1414 = or i64 %1404, %1326
  %1415 = trunc i64 %1414 to i32
  %1416 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1415
  %1417 = or i64 %1404, %1388
  %1418 = trunc i64 %1417 to i32
  %1419 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1418
  %1420 = or i64 %1404, %1392
  %1421 = trunc i64 %1420 to i32
  %1422 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1421
  %1423 = or i64 %1404, %1396
  %1424 = trunc i64 %1423 to i32
  %1425 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1424
  %1426 = or i64 %1404, %1400
  %1427 = trunc i64 %1426 to i32
  %1428 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1427
  %1429 = or i64 %1375, 2048
  %1430 = or i64 %1429, %1313
  %1431 = trunc i64 %1430 to i32
  %1432 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1431
  %1433 = or i64 %1429, %1318
  %1434 = trunc i64 %1433 to i32
  %1435 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1434
  %1436 = or i64 %1429, %1322
  %1437 = trunc i64 %1436 to i32
  %1438 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1437
  %1439 = or i64 %1429, %1326
  %1440 = trunc i64 %1439 to i32
  %1441 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1440
  %1442 = or i64 %1429, %1388
  %1443 = trunc i64 %1442 to i32
  %1444 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1443
  %1445 = or i64 %1429, %1392
  %1446 = trunc i64 %1445 to i32
  %1447 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1446
  %1448 = or i64 %1429, %1396
  %1449 = trunc i64 %1448 to i32
  %1450 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1449
  %1451 = or i64 %1429, %1400
  %1452 = trunc i64 %1451 to i32
  %1453 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1452
  %1454 = or i64 %1375, 3072
  %1455 = or i64 %1454, %1313
  %1456 = trunc i64 %1455 to i32
  %1457 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1456
  %1458 = or i64 %1454, %1318
  %1459 = trunc i64 %1458 to i32
  %1460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1459
  %1461 = or i64 %1454, %1322
  %1462 = trunc i64 %1461 to i32
  %1463 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1462
  %1464 = or i64 %1454, %1326
  %1465 = trunc i64 %1464 to i32
  %1466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1465
  %1467 = or i64 %1454, %1388
  %1468 = trunc i64 %1467 to i32
  %1469 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1468
  %1470 = or i64 %1454, %1392
  %1471 = trunc i64 %1470 to i32
  %1472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1471
  %1473 = or i64 %1454, %1396
  %1474 = trunc i64 %1473 to i32
  %1475 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1474
  %1476 = or i64 %1454, %1400
  %1477 = trunc i64 %1476 to i32
  %1478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43008), i32 %1477
  %1479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1377
  %1480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1380
  %1481 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1383
  %1482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1386
  %1483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1390
  %1484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1394
  %1485 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1398
  %1486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1402
  %1487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1406
  %1488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1409
  %1489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1412
  %1490 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1415
  %1491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1418
  %1492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1421
  %1493 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1424
  %1494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1427
  %1495 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1431
  %1496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1434
  %1497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1437
  %1498 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1440
  %1499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1443
  %1500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1446
  %1501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1449
  %1502 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1452
  %1503 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1456
  %1504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1459
  %1505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1462
  %1506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1465
  %1507 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1468
  %1508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1471
  %1509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1474
  %1510 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 59392), i32 %1477
  %1511 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %1512 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34304), i32 %7
  %1513 = or i64 %1311, %1310
  %1514 = trunc i64 %1513 to i32
  %1515 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1514
  %1516 = or i32 %1514, 1
  %1517 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1516
  %1518 = or i32 %1514, 2
  %1519 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1518
  %1520 = or i32 %1514, 3
  %1521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1520
  %1522 = or i32 %1514, 4
  %1523 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1522
  %1524 = or i32 %1514, 5
  %1525 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1524
  %1526 = or i32 %1514, 6
  %1527 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1526
  %1528 = or i32 %1514, 7
  %1529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1528
  %1530 = or i64 %1311, %1310
  %1531 = trunc i64 %1530 to i32
  %1532 = or i32 %1531, 16
  %1533 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1532
  %1534 = or i32 %1531, 17
  %1535 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1534
  %1536 = or i32 %1531, 18
  %1537 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1536
  %1538 = or i32 %1531, 19
  %1539 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1538
  %1540 = or i32 %1531, 20
  %1541 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1540
  %1542 = or i32 %1531, 21
  %1543 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1542
  %1544 = or i32 %1531, 22
  %1545 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1544
  %1546 = or i32 %1531, 23
  %1547 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17408), i32 %1546
  %1548 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1514
  %1549 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1516
  %1550 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1518
  %1551 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1520
  %1552 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1522
  %1553 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1524
  %1554 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1526
  %1555 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1528
  %1556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1532
  %1557 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1534
  %1558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1536
  %1559 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1538
  %1560 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1540
  %1561 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1542
  %1562 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1544
  %1563 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %1546
  br label %1564

1564: ; preds = %.lr.ph, %2073
  %1565 = phi float [ 0.000000e+00, %.lr.ph ], [ %2097, %2073 ]
  %1566 = phi float [ 0.000000e+00, %.lr.ph ], [ %2096, %2073 ]
  %1567 = phi float [ 0.000000e+00, %.lr.ph ], [ %2095, %2073 ]
  %1568 = phi float [ 0.000000e+00, %.lr.ph ], [ %2094, %2073 ]
  %1569 = phi float [ 0.000000e+00, %.lr.ph ], [ %2093, %2073 ]
  %1570 = phi float [ 0.000000e+00, %.lr.ph ], [ %2092, %2073 ]
  %1571 = phi float [ 0.000000e+00, %.lr.ph ], [ %2091, %2073 ]
  %1572 = phi float [ 0.000000e+00, %.lr.ph ], [ %2090, %2073 ]
  %1573 = phi float [ 0.000000e+00, %.lr.ph ], [ %2089, %2073 ]
  %1574 = phi float [ 0.000000e+00, %.lr.ph ], [ %2088, %2073 ]
  %1575 = phi float [ 0.000000e+00, %.lr.ph ], [ %2087, %2073 ]
  %1576 = phi float [ 0.000000e+00, %.lr.ph ], [ %2086, %2073 ]
  %1577 = phi float [ 0.000000e+00, %.lr.ph ], [ %2085, %2073 ]
  %1578 = phi float [ 0.000000e+00, %.lr.ph ], [ %2084, %2073 ]
  %1579 = phi float [ 0.000000e+00, %.lr.ph ], [ %2083, %2073 ]
  %1580 = phi float [ 0.000000e+00, %.lr.ph ], [ %2082, %2073 ]
  %1581 = phi float [ 0.000000e+00, %.lr.ph ], [ %2081, %2073 ]
  %1582 = phi float [ 0.000000e+00, %.lr.ph ], [ %2080, %2073 ]
  %1583 = phi float [ 0.000000e+00, %.lr.ph ], [ %2079, %2073 ]
  %1584 = phi float [ 0.000000e+00, %.lr.ph ], [ %2078, %2073 ]
  %1585 = phi float [ 0.000000e+00, %.lr.ph ], [ %2077, %2073 ]
  %1586 = phi float [ 0.000000e+00, %.lr.ph ], [ %2076, %2073 ]
  %1587 = phi float [ 0.000000e+00, %.lr.ph ], [ %2075, %2073 ]
  %1588 = phi float [ 0.000000e+00, %.lr.ph ], [ %2074, %2073 ]
  %1589 = phi float [ 0.000000e+00, %.lr.ph ], [ %2058, %2073 ]
  %1590 = phi float [ 0.000000e+00, %.lr.ph ], [ %2057, %2073 ]
  %1591 = phi float [ 0.000000e+00, %.lr.ph ], [ %2056, %2073 ]
  %1592 = phi float [ 0.000000e+00, %.lr.ph ], [ %2101, %2073 ]
  %1593 = phi float [ 0.000000e+00, %.lr.ph ], [ %2100, %2073 ]
  %1594 = phi float [ 0.000000e+00, %.lr.ph ], [ %2099, %2073 ]
  %1595 = phi float [ 0.000000e+00, %.lr.ph ], [ %2098, %2073 ]
  %1596 = phi float [ 0.000000e+00, %.lr.ph ], [ %2054, %2073 ]
  %1597 = phi i32 [ 0, %.lr.ph ], [ %1600, %2073 ]
  %1598 = phi <8 x bfloat> [ %206, %.lr.ph ], [ %1636, %2073 ]
  %1599 = phi <8 x bfloat> [ %213, %.lr.ph ], [ %1641, %2073 ]
  %1600 = add i32 %1597, 32
  %1601 = icmp slt i32 %1600, %5
  %1602 = add i32 %1600, %14
  %1603 = shl i32 %1602, 6
  br i1 %1601, label %1604, label %1607

1604: ; preds = %1564
  %1605 = sext i32 %1603 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %1605
  %1606 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %1607

1607: ; preds = %1604, %1564
  %1608 = phi <8 x bfloat> [ %1606, %1604 ], [ zeroinitializer, %1564 ]
  %1609 = extractelement <8 x bfloat> %1608, i64 0
  %1610 = extractelement <8 x bfloat> %1608, i64 1
  %1611 = extractelement <8 x bfloat> %1608, i64 2
  %1612 = extractelement <8 x bfloat> %1608, i64 3
  %1613 = extractelement <8 x bfloat> %1608, i64 4
  %1614 = extractelement <8 x bfloat> %1608, i64 5
  %1615 = extractelement <8 x bfloat> %1608, i64 6
  %1616 = extractelement <8 x bfloat> %1608, i64 7
  %1617 = add i32 %1600, %37
  %1618 = shl i32 %1617, 6
  br i1 %1601, label %1619, label %1622

1619: ; preds = %1607
  %1620 = sext i32 %1618 to i64
  %gep89 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %1620
  %1621 = load <8 x bfloat>, ptr addrspace(1) %gep89, align 16
  br label %1622

1622: ; preds = %1619, %1607
  %1623 = phi <8 x bfloat> [ %1621, %1619 ], [ zeroinitializer, %1607 ]
  %1624 = extractelement <8 x bfloat> %1623, i64 0
  %1625 = extractelement <8 x bfloat> %1623, i64 1
  %1626 = extractelement <8 x bfloat> %1623, i64 2
  %1627 = extractelement <8 x bfloat> %1623, i64 3
  %1628 = extractelement <8 x bfloat> %1623, i64 4
  %1629 = extractelement <8 x bfloat> %1623, i64 5
  %1630 = extractelement <8 x bfloat> %1623, i64 6
  %1631 = extractelement <8 x bfloat> %1623, i64 7
  br i1 %1601, label %1632, label %1635

1632: ; preds = %1622
  %1633 = sext i32 %1603 to i64
  %gep91 = getelementptr bfloat, ptr addrspace(1) %invariant.gep90, i64 %1633
  %1634 = load <8 x bfloat>, ptr addrspace(1) %gep91, align 16
  br label %1635

1635: ; preds = %1632, %1622
  %1636 = phi <8 x bfloat> [ %1634, %1632 ], [ zeroinitializer, %1622 ]
  br i1 %1601, label %1637, label %1640

1637: ; preds = %1635
  %1638 = sext i32 %1618 to i64
  %gep93 = getelementptr bfloat, ptr addrspace(1) %invariant.gep90, i64 %1638
  %1639 = load <8 x bfloat>, ptr addrspace(1) %gep93, align 16
  br label %1640

1640: ; preds = %1637, %1635
  %1641 = phi <8 x bfloat> [ %1639, %1637 ], [ zeroinitializer, %1635 ]
  store bfloat %20, ptr addrspace(3) %223, align 16
  store bfloat %22, ptr addrspace(3) %233, align 2
  store bfloat %24, ptr addrspace(3) %243, align 4
  store bfloat %26, ptr addrspace(3) %253, align 2
  store bfloat %28, ptr addrspace(3) %263, align 8
  store bfloat %30, ptr addrspace(3) %273, align 2
  store bfloat %32, ptr addrspace(3) %283, align 4
  store bfloat %34, ptr addrspace(3) %293, align 2
  store bfloat %43, ptr addrspace(3) %302, align 16
  store bfloat %45, ptr addrspace(3) %312, align 2
  store bfloat %47, ptr addrspace(3) %322, align 4
  store bfloat %49, ptr addrspace(3) %332, align 2
  store bfloat %51, ptr addrspace(3) %342, align 8
  store bfloat %53, ptr addrspace(3) %352, align 2
  store bfloat %55, ptr addrspace(3) %362, align 4
  store bfloat %57, ptr addrspace(3) %372, align 2
  store bfloat %66, ptr addrspace(3) %383, align 16
  store bfloat %68, ptr addrspace(3) %394, align 2
  store bfloat %70, ptr addrspace(3) %405, align 4
  store bfloat %72, ptr addrspace(3) %416, align 2
  store bfloat %74, ptr addrspace(3) %427, align 8
  store bfloat %76, ptr addrspace(3) %438, align 2
  store bfloat %78, ptr addrspace(3) %449, align 4
  store bfloat %80, ptr addrspace(3) %460, align 2
  store bfloat %89, ptr addrspace(3) %471, align 16
  store bfloat %91, ptr addrspace(3) %482, align 2
  store bfloat %93, ptr addrspace(3) %493, align 4
  store bfloat %95, ptr addrspace(3) %504, align 2
  store bfloat %97, ptr addrspace(3) %515, align 8
  store bfloat %99, ptr addrspace(3) %526, align 2
  store bfloat %101, ptr addrspace(3) %537, align 4
  store bfloat %103, ptr addrspace(3) %548, align 2
  %1642 = load bfloat, ptr addrspace(3) %561, align 2
  %1643 = load bfloat, ptr addrspace(3) %565, align 2
  %1644 = load bfloat, ptr addrspace(3) %569, align 2
  %1645 = load bfloat, ptr addrspace(3) %573, align 2
  %1646 = load bfloat, ptr addrspace(3) %577, align 2
  %1647 = load bfloat, ptr addrspace(3) %581, align 2
  %1648 = load bfloat, ptr addrspace(3) %585, align 2
  %1649 = load bfloat, ptr addrspace(3) %589, align 2
  store bfloat %1642, ptr addrspace(3) %604, align 2
  store bfloat %1643, ptr addrspace(3) %616, align 2
  store bfloat %1644, ptr addrspace(3) %628, align 2
  store bfloat %1645, ptr addrspace(3) %640, align 2
  store bfloat %1646, ptr addrspace(3) %652, align 2
  store bfloat %1647, ptr addrspace(3) %664, align 2
  store bfloat %1648, ptr addrspace(3) %676, align 2
  store bfloat %1649, ptr addrspace(3) %688, align 2
  %1650 = load bfloat, ptr addrspace(3) %692, align 2
  %1651 = load bfloat, ptr addrspace(3) %695, align 2
  %1652 = load bfloat, ptr addrspace(3) %698, align 2
  %1653 = load bfloat, ptr addrspace(3) %701, align 2
  %1654 = load bfloat, ptr addrspace(3) %704, align 2
  %1655 = load bfloat, ptr addrspace(3) %707, align 2
  %1656 = load bfloat, ptr addrspace(3) %710, align 2
  %1657 = load bfloat, ptr addrspace(3) %713, align 2
  store bfloat %1650, ptr addrspace(3) %728, align 2
  store bfloat %1651, ptr addrspace(3) %740, align 2
  store bfloat %1652, ptr addrspace(3) %752, align 2
  store bfloat %1653, ptr addrspace(3) %764, align 2
  store bfloat %1654, ptr addrspace(3) %776, align 2
  store bfloat %1655, ptr addrspace(3) %788, align 2
  store bfloat %1656, ptr addrspace(3) %800, align 2
  store bfloat %1657, ptr addrspace(3) %812, align 2
  tail call void @llvm.musa.barrier0()
  br i1 %813, label %1658, label %1680

1658: ; preds = %1640
  %1659 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), align 1024
  %1660 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1659, i32 128, i32 1, i32 3)
  %1661 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13312), align 1024
  %1662 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1661, i32 128, i32 1, i32 3)
  %1663 = tail call <16 x i32> @llvm.musa.sqmma.bfmma.m64n32k64.mma(i32 %1660, i32 %1662, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <16 x i32> %1663 to <16 x float>
  %1664 = extractelement <16 x float> %bc, i64 0
  store float %1664, ptr addrspace(3) %1317, align 4
  %1665 = extractelement <16 x float> %bc, i64 1
  store float %1665, ptr addrspace(3) %1321, align 4
  %1666 = extractelement <16 x float> %bc, i64 2
  store float %1666, ptr addrspace(3) %1325, align 4
  %1667 = extractelement <16 x float> %bc, i64 3
  store float %1667, ptr addrspace(3) %1329, align 4
  %1668 = extractelement <16 x float> %bc, i64 4
  store float %1668, ptr addrspace(3) %1333, align 4
  %1669 = extractelement <16 x float> %bc, i64 5
  store float %1669, ptr addrspace(3) %1336, align 4
  %1670 = extractelement <16 x float> %bc, i64 6
  store float %1670, ptr addrspace(3) %1339, align 4
  %1671 = extractelement <16 x float> %bc, i64 7
  store float %1671, ptr addrspace(3) %1342, align 4
  %1672 = extractelement <16 x float> %bc, i64 8
  store float %1672, ptr addrspace(3) %1346, align 4
  %1673 = extractelement <16 x float> %bc, i64 9
  store float %1673, ptr addrspace(3) %1349, align 4
  %1674 = extractelement <16 x float> %bc, i64 10
  store float %1674, ptr addrspace(3) %1352, align 4
  %1675 = extractelement <16 x float> %bc, i64 11
  store float %1675, ptr addrspace(3) %1355, align 4
  %1676 = extractelement <16 x float> %bc, i64 12
  store float %1676, ptr addrspace(3) %1359, align 4
  %1677 = extractelement <16 x float> %bc, i64 13
  store float %1677, ptr addrspace(3) %1362, align 4
  %1678 = extractelement <16 x float> %bc, i64 14
  store float %1678, ptr addrspace(3) %1365, align 4
  %1679 = extractelement <16 x float> %bc, i64 15
  store float %1679, ptr addrspace(3) %1368, align 4
  br label %1680

1680: ; preds = %1658, %1640
  tail call void @llvm.musa.syncthreads.lm()
  %1681 = load float, ptr addrspace(3) %1515, align 32
  %1682 = fmul contract float %1681, %4
  %1683 = tail call float @llvm.maxnum.f32(float %1682, float 0xFFF0000000000000)
  %1684 = load float, ptr addrspace(3) %1517, align 4
  %1685 = fmul contract float %1684, %4
  %1686 = tail call float @llvm.maxnum.f32(float %1683, float %1685)
  %1687 = load float, ptr addrspace(3) %1519, align 8
  %1688 = fmul contract float %1687, %4
  %1689 = tail call float @llvm.maxnum.f32(float %1686, float %1688)
  %1690 = load float, ptr addrspace(3) %1521, align 4
  %1691 = fmul contract float %1690, %4
  %1692 = tail call float @llvm.maxnum.f32(float %1689, float %1691)
  %1693 = load float, ptr addrspace(3) %1523, align 16
  %1694 = fmul contract float %1693, %4
  %1695 = tail call float @llvm.maxnum.f32(float %1692, float %1694)
  %1696 = load float, ptr addrspace(3) %1525, align 4
  %1697 = fmul contract float %1696, %4
  %1698 = tail call float @llvm.maxnum.f32(float %1695, float %1697)
  %1699 = load float, ptr addrspace(3) %1527, align 8
  %1700 = fmul contract float %1699, %4
  %1701 = tail call float @llvm.maxnum.f32(float %1698, float %1700)
  %1702 = load float, ptr addrspace(3) %1529, align 4
  %1703 = fmul contract float %1702, %4
  %1704 = tail call float @llvm.maxnum.f32(float %1701, float %1703)
  %1705 = load float, ptr addrspace(3) %1533, align 32
  %1706 = fmul contract float %1705, %4
  %1707 = tail call float @llvm.maxnum.f32(float %1704, float %1706)
  %1708 = load float, ptr addrspace(3) %1535, align 4
  %1709 = fmul contract float %1708, %4
  %1710 = tail call float @llvm.maxnum.f32(float %1707, float %1709)
  %1711 = load float, ptr addrspace(3) %1537, align 8
  %1712 = fmul contract float %1711, %4
  %1713 = tail call float @llvm.maxnum.f32(float %1710, float %1712)
  %1714 = load float, ptr addrspace(3) %1539, align 4
  %1715 = fmul contract float %1714, %4
  %1716 = tail call float @llvm.maxnum.f32(float %1713, float %1715)
  %1717 = load float, ptr addrspace(3) %1541, align 16
  %1718 = fmul contract float %1717, %4
  %1719 = tail call float @llvm.maxnum.f32(float %1716, float %1718)
  %1720 = load float, ptr addrspace(3) %1543, align 4
  %1721 = fmul contract float %1720, %4
  %1722 = tail call float @llvm.maxnum.f32(float %1719, float %1721)
  %1723 = load float, ptr addrspace(3) %1545, align 8
  %1724 = fmul contract float %1723, %4
  %1725 = tail call float @llvm.maxnum.f32(float %1722, float %1724)
  %1726 = load float, ptr addrspace(3) %1547, align 4
  %1727 = fmul contract float %1726, %4
  %1728 = tail call float @llvm.maxnum.f32(float %1725, float %1727)
  %1729 = bitcast float %1728 to i32
  %1730 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1729, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %816, label %1731, label %1734

1731: ; preds = %1680
  %1732 = bitcast i32 %1730 to float
  %1733 = tail call float @llvm.maxnum.f32(float %1728, float %1732)
  store float %1733, ptr addrspace(3) %1370, align 4
  br label %1734

1734: ; preds = %1731, %1680
  tail call void @llvm.musa.syncthreads.lm()
  %1735 = load float, ptr addrspace(3) %818, align 32
  %1736 = fmul contract float %1735, %4
  %1737 = load float, ptr addrspace(3) %820, align 4
  %1738 = load float, ptr addrspace(3) %821, align 4
  %1739 = tail call float @llvm.maxnum.f32(float %1737, float %1738)
  %1740 = fsub contract float %1736, %1739
  %1741 = fmul float %1740, 0x3FF7154760000000
  %1742 = tail call float @llvm.exp2.f32(float %1741)
  store float %1742, ptr addrspace(3) %822, align 32
  %1743 = load float, ptr addrspace(3) %825, align 4
  %1744 = fmul contract float %1743, %4
  %1745 = fsub contract float %1744, %1739
  %1746 = fmul float %1745, 0x3FF7154760000000
  %1747 = tail call float @llvm.exp2.f32(float %1746)
  store float %1747, ptr addrspace(3) %826, align 4
  %1748 = load float, ptr addrspace(3) %829, align 8
  %1749 = fmul contract float %1748, %4
  %1750 = fsub contract float %1749, %1739
  %1751 = fmul float %1750, 0x3FF7154760000000
  %1752 = tail call float @llvm.exp2.f32(float %1751)
  store float %1752, ptr addrspace(3) %830, align 8
  %1753 = load float, ptr addrspace(3) %833, align 4
  %1754 = fmul contract float %1753, %4
  %1755 = fsub contract float %1754, %1739
  %1756 = fmul float %1755, 0x3FF7154760000000
  %1757 = tail call float @llvm.exp2.f32(float %1756)
  store float %1757, ptr addrspace(3) %834, align 4
  %1758 = load float, ptr addrspace(3) %837, align 16
  %1759 = fmul contract float %1758, %4
  %1760 = fsub contract float %1759, %1739
  %1761 = fmul float %1760, 0x3FF7154760000000
  %1762 = tail call float @llvm.exp2.f32(float %1761)
  store float %1762, ptr addrspace(3) %838, align 16
  %1763 = load float, ptr addrspace(3) %841, align 4
  %1764 = fmul contract float %1763, %4
  %1765 = fsub contract float %1764, %1739
  %1766 = fmul float %1765, 0x3FF7154760000000
  %1767 = tail call float @llvm.exp2.f32(float %1766)
  store float %1767, ptr addrspace(3) %842, align 4
  %1768 = load float, ptr addrspace(3) %845, align 8
  %1769 = fmul contract float %1768, %4
  %1770 = fsub contract float %1769, %1739
  %1771 = fmul float %1770, 0x3FF7154760000000
  %1772 = tail call float @llvm.exp2.f32(float %1771)
  store float %1772, ptr addrspace(3) %846, align 8
  %1773 = load float, ptr addrspace(3) %849, align 4
  %1774 = fmul contract float %1773, %4
  %1775 = fsub contract float %1774, %1739
  %1776 = fmul float %1775, 0x3FF7154760000000
  %1777 = tail call float @llvm.exp2.f32(float %1776)
  store float %1777, ptr addrspace(3) %850, align 4
  %1778 = load float, ptr addrspace(3) %854, align 32
  %1779 = fmul contract float %1778, %4
  %1780 = load float, ptr addrspace(3) %856, align 4
  %1781 = load float, ptr addrspace(3) %857, align 4
  %1782 = tail call float @llvm.maxnum.f32(float %1780, float %1781)
  %1783 = fsub contract float %1779, %1782
  %1784 = fmul float %1783, 0x3FF7154760000000
  %1785 = tail call float @llvm.exp2.f32(float %1784)
  store float %1785, ptr addrspace(3) %858, align 32
  %1786 = load float, ptr addrspace(3) %861, align 4
  %1787 = fmul contract float %1786, %4
  %1788 = fsub contract float %1787, %1782
  %1789 = fmul float %1788, 0x3FF7154760000000
  %1790 = tail call float @llvm.exp2.f32(float %1789)
  store float %1790, ptr addrspace(3) %862, align 4
  %1791 = load float, ptr addrspace(3) %865, align 8
  %1792 = fmul contract float %1791, %4
  %1793 = fsub contract float %1792, %1782
  %1794 = fmul float %1793, 0x3FF7154760000000
  %1795 = tail call float @llvm.exp2.f32(float %1794)
  store float %1795, ptr addrspace(3) %866, align 8
  %1796 = load float, ptr addrspace(3) %869, align 4
  %1797 = fmul contract float %1796, %4
  %1798 = fsub contract float %1797, %1782
  %1799 = fmul float %1798, 0x3FF7154760000000
  %1800 = tail call float @llvm.exp2.f32(float %1799)
  store float %1800, ptr addrspace(3) %870, align 4
  %1801 = load float, ptr addrspace(3) %873, align 16
  %1802 = fmul contract float %1801, %4
  %1803 = fsub contract float %1802, %1782
  %1804 = fmul float %1803, 0x3FF7154760000000
  %1805 = tail call float @llvm.exp2.f32(float %1804)
  store float %1805, ptr addrspace(3) %874, align 16
  %1806 = load float, ptr addrspace(3) %877, align 4
  %1807 = fmul contract float %1806, %4
  %1808 = fsub contract float %1807, %1782
  %1809 = fmul float %1808, 0x3FF7154760000000
  %1810 = tail call float @llvm.exp2.f32(float %1809)
  store float %1810, ptr addrspace(3) %878, align 4
  %1811 = load float, ptr addrspace(3) %881, align 8
  %1812 = fmul contract float %1811, %4
  %1813 = fsub contract float %1812, %1782
  %1814 = fmul float %1813, 0x3FF7154760000000
  %1815 = tail call float @llvm.exp2.f32(float %1814)
  store float %1815, ptr addrspace(3) %882, align 8
  %1816 = load float, ptr addrspace(3) %885, align 4
  %1817 = fmul contract float %1816, %4
  %1818 = fsub contract float %1817, %1782
  %1819 = fmul float %1818, 0x3FF7154760000000
  %1820 = tail call float @llvm.exp2.f32(float %1819)
  store float %1820, ptr addrspace(3) %886, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %105, label %1821, label %1828

1821: ; preds = %1734
  %1822 = load float, ptr addrspace(3) %1371, align 4
  %1823 = load float, ptr addrspace(3) %1372, align 4
  %1824 = tail call float @llvm.maxnum.f32(float %1822, float %1823)
  %1825 = fsub contract float %1822, %1824
  %1826 = fmul float %1825, 0x3FF7154760000000
  %1827 = tail call float @llvm.exp2.f32(float %1826)
  store float %1827, ptr addrspace(3) %1373, align 4
  br label %1828

1828: ; preds = %1821, %1734
  tail call void @llvm.musa.syncthreads.lm()
  %1829 = load float, ptr addrspace(3) %1548, align 32
  %1830 = fadd reassoc float %1829, 0.000000e+00
  %1831 = load float, ptr addrspace(3) %1549, align 4
  %1832 = fadd reassoc float %1830, %1831
  %1833 = load float, ptr addrspace(3) %1550, align 8
  %1834 = fadd reassoc float %1832, %1833
  %1835 = load float, ptr addrspace(3) %1551, align 4
  %1836 = fadd reassoc float %1834, %1835
  %1837 = load float, ptr addrspace(3) %1552, align 16
  %1838 = fadd reassoc float %1836, %1837
  %1839 = load float, ptr addrspace(3) %1553, align 4
  %1840 = fadd reassoc float %1838, %1839
  %1841 = load float, ptr addrspace(3) %1554, align 8
  %1842 = fadd reassoc float %1840, %1841
  %1843 = load float, ptr addrspace(3) %1555, align 4
  %1844 = fadd reassoc float %1842, %1843
  %1845 = load float, ptr addrspace(3) %1556, align 32
  %1846 = fadd reassoc float %1844, %1845
  %1847 = load float, ptr addrspace(3) %1557, align 4
  %1848 = fadd reassoc float %1846, %1847
  %1849 = load float, ptr addrspace(3) %1558, align 8
  %1850 = fadd reassoc float %1848, %1849
  %1851 = load float, ptr addrspace(3) %1559, align 4
  %1852 = fadd reassoc float %1850, %1851
  %1853 = load float, ptr addrspace(3) %1560, align 16
  %1854 = fadd reassoc float %1852, %1853
  %1855 = load float, ptr addrspace(3) %1561, align 4
  %1856 = fadd reassoc float %1854, %1855
  %1857 = load float, ptr addrspace(3) %1562, align 8
  %1858 = fadd reassoc float %1856, %1857
  %1859 = load float, ptr addrspace(3) %1563, align 4
  %1860 = fadd reassoc float %1858, %1859
  %1861 = bitcast float %1860 to i32
  %1862 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1861, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %816, label %1863, label %1866

1863: ; preds = %1828
  %1864 = bitcast i32 %1862 to float
  %1865 = fadd reassoc float %1860, %1864
  store float %1865, ptr addrspace(3) %1374, align 4
  br label %1866

1866: ; preds = %1863, %1828
  tail call void @llvm.musa.syncthreads.lm()
  %1867 = load float, ptr addrspace(3) %822, align 32
  %1868 = fptrunc float %1867 to bfloat
  %1869 = load float, ptr addrspace(3) %826, align 4
  %1870 = fptrunc float %1869 to bfloat
  %1871 = load float, ptr addrspace(3) %830, align 8
  %1872 = fptrunc float %1871 to bfloat
  %1873 = load float, ptr addrspace(3) %834, align 4
  %1874 = fptrunc float %1873 to bfloat
  %1875 = load float, ptr addrspace(3) %838, align 16
  %1876 = fptrunc float %1875 to bfloat
  %1877 = load float, ptr addrspace(3) %842, align 4
  %1878 = fptrunc float %1877 to bfloat
  %1879 = load float, ptr addrspace(3) %846, align 8
  %1880 = fptrunc float %1879 to bfloat
  %1881 = load float, ptr addrspace(3) %850, align 4
  %1882 = fptrunc float %1881 to bfloat
  store bfloat %1868, ptr addrspace(3) %895, align 16
  store bfloat %1870, ptr addrspace(3) %905, align 2
  store bfloat %1872, ptr addrspace(3) %915, align 4
  store bfloat %1874, ptr addrspace(3) %925, align 2
  store bfloat %1876, ptr addrspace(3) %935, align 8
  store bfloat %1878, ptr addrspace(3) %945, align 2
  store bfloat %1880, ptr addrspace(3) %955, align 4
  store bfloat %1882, ptr addrspace(3) %965, align 2
  %1883 = load float, ptr addrspace(3) %858, align 32
  %1884 = fptrunc float %1883 to bfloat
  %1885 = load float, ptr addrspace(3) %862, align 4
  %1886 = fptrunc float %1885 to bfloat
  %1887 = load float, ptr addrspace(3) %866, align 8
  %1888 = fptrunc float %1887 to bfloat
  %1889 = load float, ptr addrspace(3) %870, align 4
  %1890 = fptrunc float %1889 to bfloat
  %1891 = load float, ptr addrspace(3) %874, align 16
  %1892 = fptrunc float %1891 to bfloat
  %1893 = load float, ptr addrspace(3) %878, align 4
  %1894 = fptrunc float %1893 to bfloat
  %1895 = load float, ptr addrspace(3) %882, align 8
  %1896 = fptrunc float %1895 to bfloat
  %1897 = load float, ptr addrspace(3) %886, align 4
  %1898 = fptrunc float %1897 to bfloat
  store bfloat %1884, ptr addrspace(3) %974, align 16
  store bfloat %1886, ptr addrspace(3) %984, align 2
  store bfloat %1888, ptr addrspace(3) %994, align 4
  store bfloat %1890, ptr addrspace(3) %1004, align 2
  store bfloat %1892, ptr addrspace(3) %1014, align 8
  store bfloat %1894, ptr addrspace(3) %1024, align 2
  store bfloat %1896, ptr addrspace(3) %1034, align 4
  store bfloat %1898, ptr addrspace(3) %1044, align 2
  %1899 = extractelement <8 x bfloat> %1598, i64 0
  store bfloat %1899, ptr addrspace(3) %1059, align 2
  %1900 = extractelement <8 x bfloat> %1598, i64 1
  store bfloat %1900, ptr addrspace(3) %1072, align 2
  %1901 = extractelement <8 x bfloat> %1598, i64 2
  store bfloat %1901, ptr addrspace(3) %1085, align 2
  %1902 = extractelement <8 x bfloat> %1598, i64 3
  store bfloat %1902, ptr addrspace(3) %1098, align 2
  %1903 = extractelement <8 x bfloat> %1598, i64 4
  store bfloat %1903, ptr addrspace(3) %1111, align 2
  %1904 = extractelement <8 x bfloat> %1598, i64 5
  store bfloat %1904, ptr addrspace(3) %1124, align 2
  %1905 = extractelement <8 x bfloat> %1598, i64 6
  store bfloat %1905, ptr addrspace(3) %1137, align 2
  %1906 = extractelement <8 x bfloat> %1598, i64 7
  store bfloat %1906, ptr addrspace(3) %1150, align 2
  %1907 = extractelement <8 x bfloat> %1599, i64 0
  store bfloat %1907, ptr addrspace(3) %1164, align 2
  %1908 = extractelement <8 x bfloat> %1599, i64 1
  store bfloat %1908, ptr addrspace(3) %1176, align 2
  %1909 = extractelement <8 x bfloat> %1599, i64 2
  store bfloat %1909, ptr addrspace(3) %1188, align 2
  %1910 = extractelement <8 x bfloat> %1599, i64 3
  store bfloat %1910, ptr addrspace(3) %1200, align 2
  %1911 = extractelement <8 x bfloat> %1599, i64 4
  store bfloat %1911, ptr addrspace(3) %1212, align 2
  %1912 = extractelement <8 x bfloat> %1599, i64 5
  store bfloat %1912, ptr addrspace(3) %1224, align 2
  %1913 = extractelement <8 x bfloat> %1599, i64 6
  store bfloat %1913, ptr addrspace(3) %1236, align 2
  %1914 = extractelement <8 x bfloat> %1599, i64 7
  store bfloat %1914, ptr addrspace(3) %1248, align 2
  %1915 = load float, ptr addrspace(3) %1249, align 4
  %1916 = fmul contract float %1596, %1915
  store float %1916, ptr addrspace(3) %1250, align 32
  %1917 = fmul contract float %1595, %1915
  store float %1917, ptr addrspace(3) %1251, align 4
  %1918 = fmul contract float %1594, %1915
  store float %1918, ptr addrspace(3) %1252, align 8
  %1919 = fmul contract float %1593, %1915
  store float %1919, ptr addrspace(3) %1253, align 4
  %1920 = fmul contract float %1592, %1915
  store float %1920, ptr addrspace(3) %1254, align 16
  %1921 = fmul contract float %1591, %1915
  store float %1921, ptr addrspace(3) %1255, align 4
  %1922 = fmul contract float %1590, %1915
  store float %1922, ptr addrspace(3) %1256, align 8
  %1923 = fmul contract float %1589, %1915
  store float %1923, ptr addrspace(3) %1257, align 4
  %1924 = load float, ptr addrspace(3) %1258, align 4
  %1925 = fmul contract float %1588, %1924
  store float %1925, ptr addrspace(3) %1259, align 32
  %1926 = fmul contract float %1587, %1924
  store float %1926, ptr addrspace(3) %1260, align 4
  %1927 = fmul contract float %1586, %1924
  store float %1927, ptr addrspace(3) %1261, align 8
  %1928 = fmul contract float %1585, %1924
  store float %1928, ptr addrspace(3) %1262, align 4
  %1929 = fmul contract float %1584, %1924
  store float %1929, ptr addrspace(3) %1263, align 16
  %1930 = fmul contract float %1583, %1924
  store float %1930, ptr addrspace(3) %1264, align 4
  %1931 = fmul contract float %1582, %1924
  store float %1931, ptr addrspace(3) %1265, align 8
  %1932 = fmul contract float %1581, %1924
  store float %1932, ptr addrspace(3) %1266, align 4
  %1933 = load float, ptr addrspace(3) %1267, align 4
  %1934 = fmul contract float %1580, %1933
  store float %1934, ptr addrspace(3) %1269, align 32
  %1935 = fmul contract float %1579, %1933
  store float %1935, ptr addrspace(3) %1271, align 4
  %1936 = fmul contract float %1578, %1933
  store float %1936, ptr addrspace(3) %1273, align 8
  %1937 = fmul contract float %1577, %1933
  store float %1937, ptr addrspace(3) %1275, align 4
  %1938 = fmul contract float %1576, %1933
  store float %1938, ptr addrspace(3) %1277, align 16
  %1939 = fmul contract float %1575, %1933
  store float %1939, ptr addrspace(3) %1279, align 4
  %1940 = fmul contract float %1574, %1933
  store float %1940, ptr addrspace(3) %1281, align 8
  %1941 = fmul contract float %1573, %1933
  store float %1941, ptr addrspace(3) %1283, align 4
  %1942 = load float, ptr addrspace(3) %1284, align 4
  %1943 = fmul contract float %1572, %1942
  store float %1943, ptr addrspace(3) %1286, align 32
  %1944 = fmul contract float %1571, %1942
  store float %1944, ptr addrspace(3) %1288, align 4
  %1945 = fmul contract float %1570, %1942
  store float %1945, ptr addrspace(3) %1290, align 8
  %1946 = fmul contract float %1569, %1942
  store float %1946, ptr addrspace(3) %1292, align 4
  %1947 = fmul contract float %1568, %1942
  store float %1947, ptr addrspace(3) %1294, align 16
  %1948 = fmul contract float %1567, %1942
  store float %1948, ptr addrspace(3) %1296, align 4
  %1949 = fmul contract float %1566, %1942
  store float %1949, ptr addrspace(3) %1298, align 8
  %1950 = fmul contract float %1565, %1942
  store float %1950, ptr addrspace(3) %1300, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %813, label %1951, label %2053

1951: ; preds = %1866
  %1952 = load i32, ptr addrspace(3) %1378, align 4
  %1953 = load i32, ptr addrspace(3) %1381, align 4
  %1954 = load i32, ptr addrspace(3) %1384, align 4
  %1955 = load i32, ptr addrspace(3) %1387, align 4
  %1956 = load i32, ptr addrspace(3) %1391, align 4
  %1957 = load i32, ptr addrspace(3) %1395, align 4
  %1958 = load i32, ptr addrspace(3) %1399, align 4
  %1959 = load i32, ptr addrspace(3) %1403, align 4
  %1960 = load i32, ptr addrspace(3) %1407, align 4
  %1961 = load i32, ptr addrspace(3) %1410, align 4
  %1962 = load i32, ptr addrspace(3) %1413, align 4
  %1963 = load i32, ptr addrspace(3) %1416, align 4
  %1964 = load i32, ptr addrspace(3) %1419, align 4
  %1965 = load i32, ptr addrspace(3) %1422, align 4
  %1966 = load i32, ptr addrspace(3) %1425, align 4
  %1967 = load i32, ptr addrspace(3) %1428, align 4
  %1968 = load i32, ptr addrspace(3) %1432, align 4
  %1969 = load i32, ptr addrspace(3) %1435, align 4
  %1970 = load i32, ptr addrspace(3) %1438, align 4
  %1971 = load i32, ptr addrspace(3) %1441, align 4
  %1972 = load i32, ptr addrspace(3) %1444, align 4
  %1973 = load i32, ptr addrspace(3) %1447, align 4
  %1974 = load i32, ptr addrspace(3) %1450, align 4
  %1975 = load i32, ptr addrspace(3) %1453, align 4
  %1976 = load i32, ptr addrspace(3) %1457, align 4
  %1977 = load i32, ptr addrspace(3) %1460, align 4
  %1978 = load i32, ptr addrspace(3) %1463, align 4
  %1979 = load i32, ptr addrspace(3) %1466, align 4
  %1980 = load i32, ptr addrspace(3) %1469, align 4
  %1981 = load i32, ptr addrspace(3) %1472, align 4
  %1982 = load i32, ptr addrspace(3) %1475, align 4
  %1983 = load i32, ptr addrspace(3) %1478, align 4
  %1984 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1952, i64 0
  %1985 = insertelement <32 x i32> %1984, i32 %1953, i64 1
  %1986 = insertelement <32 x i32> %1985, i32 %1954, i64 2
  %1987 = insertelement <32 x i32> %1986, i32 %1955, i64 3
  %1988 = insertelement <32 x i32> %1987, i32 %1956, i64 4
  %1989 = insertelement <32 x i32> %1988, i32 %1957, i64 5
  %1990 = insertelement <32 x i32> %1989, i32 %1958, i64 6
  %1991 = insertelement <32 x i32> %1990, i32 %1959, i64 7
  %1992 = insertelement <32 x i32> %1991, i32 %1960, i64 8
  %1993 = insertelement <32 x i32> %1992, i32 %1961, i64 9
  %1994 = insertelement <32 x i32> %1993, i32 %1962, i64 10
  %1995 = insertelement <32 x i32> %1994, i32 %1963, i64 11
  %1996 = insertelement <32 x i32> %1995, i32 %1964, i64 12
  %1997 = insertelement <32 x i32> %1996, i32 %1965, i64 13
  %1998 = insertelement <32 x i32> %1997, i32 %1966, i64 14
  %1999 = insertelement <32 x i32> %1998, i32 %1967, i64 15
  %2000 = insertelement <32 x i32> %1999, i32 %1968, i64 16
  %2001 = insertelement <32 x i32> %2000, i32 %1969, i64 17
  %2002 = insertelement <32 x i32> %2001, i32 %1970, i64 18
  %2003 = insertelement <32 x i32> %2002, i32 %1971, i64 19
  %2004 = insertelement <32 x i32> %2003, i32 %1972, i64 20
  %2005 = insertelement <32 x i32> %2004, i32 %1973, i64 21
  %2006 = insertelement <32 x i32> %2005, i32 %1974, i64 22
  %2007 = insertelement <32 x i32> %2006, i32 %1975, i64 23
  %2008 = insertelement <32 x i32> %2007, i32 %1976, i64 24
  %2009 = insertelement <32 x i32> %2008, i32 %1977, i64 25
  %2010 = insertelement <32 x i32> %2009, i32 %1978, i64 26
  %2011 = insertelement <32 x i32> %2010, i32 %1979, i64 27
  %2012 = insertelement <32 x i32> %2011, i32 %1980, i64 28
  %2013 = insertelement <32 x i32> %2012, i32 %1981, i64 29
  %2014 = insertelement <32 x i32> %2013, i32 %1982, i64 30
  %2015 = insertelement <32 x i32> %2014, i32 %1983, i64 31
  %2016 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34816), align 2048
  %2017 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %2016, i32 64, i32 1, i32 3)
  %2018 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38912), align 2048
  %2019 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %2018, i32 64, i32 1, i32 3)
  %2020 = tail call <32 x i32> @llvm.musa.sqmma.bfmma.m64n64k32.mma(i32 %2017, i32 %2019, <32 x i32> %2015, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc23 = bitcast <32 x i32> %2020 to <32 x float>
  %2021 = extractelement <32 x float> %bc23, i64 0
  store float %2021, ptr addrspace(3) %1479, align 4
  %2022 = extractelement <32 x float> %bc23, i64 1
  store float %2022, ptr addrspace(3) %1480, align 4
  %2023 = extractelement <32 x float> %bc23, i64 2
  store float %2023, ptr addrspace(3) %1481, align 4
  %2024 = extractelement <32 x float> %bc23, i64 3
  store float %2024, ptr addrspace(3) %1482, align 4
  %2025 = extractelement <32 x float> %bc23, i64 4
  store float %2025, ptr addrspace(3) %1483, align 4
  %2026 = extractelement <32 x float> %bc23, i64 5
  store float %2026, ptr addrspace(3) %1484, align 4
  %2027 = extractelement <32 x float> %bc23, i64 6
  store float %2027, ptr addrspace(3) %1485, align 4
  %2028 = extractelement <32 x float> %bc23, i64 7
  store float %2028, ptr addrspace(3) %1486, align 4
  %2029 = extractelement <32 x float> %bc23, i64 8
  store float %2029, ptr addrspace(3) %1487, align 4
  %2030 = extractelement <32 x float> %bc23, i64 9
  store float %2030, ptr addrspace(3) %1488, align 4
  %2031 = extractelement <32 x float> %bc23, i64 10
  store float %2031, ptr addrspace(3) %1489, align 4
  %2032 = extractelement <32 x float> %bc23, i64 11
  store float %2032, ptr addrspace(3) %1490, align 4
  %2033 = extractelement <32 x float> %bc23, i64 12
  store float %2033, ptr addrspace(3) %1491, align 4
  %2034 = extractelement <32 x float> %bc23, i64 13
  store float %2034, ptr addrspace(3) %1492, align 4
  %2035 = extractelement <32 x float> %bc23, i64 14
  store float %2035, ptr addrspace(3) %1493, align 4
  %2036 = extractelement <32 x float> %bc23, i64 15
  store float %2036, ptr addrspace(3) %1494, align 4
  %2037 = extractelement <32 x float> %bc23, i64 16
  store float %2037, ptr addrspace(3) %1495, align 4
  %2038 = extractelement <32 x float> %bc23, i64 17
  store float %2038, ptr addrspace(3) %1496, align 4
  %2039 = extractelement <32 x float> %bc23, i64 18
  store float %2039, ptr addrspace(3) %1497, align 4
  %2040 = extractelement <32 x float> %bc23, i64 19
  store float %2040, ptr addrspace(3) %1498, align 4
  %2041 = extractelement <32 x float> %bc23, i64 20
  store float %2041, ptr addrspace(3) %1499, align 4
  %2042 = extractelement <32 x float> %bc23, i64 21
  store float %2042, ptr addrspace(3) %1500, align 4
  %2043 = extractelement <32 x float> %bc23, i64 22
  store float %2043, ptr addrspace(3) %1501, align 4
  %2044 = extractelement <32 x float> %bc23, i64 23
  store float %2044, ptr addrspace(3) %1502, align 4
  %2045 = extractelement <32 x float> %bc23, i64 24
  store float %2045, ptr addrspace(3) %1503, align 4
  %2046 = extractelement <32 x float> %bc23, i64 25
  store float %2046, ptr addrspace(3) %1504, align 4
  %2047 = extractelement <32 x float> %bc23, i64 26
  store float %2047, ptr addrspace(3) %1505, align 4
  %2048 = extractelement <32 x float> %bc23, i64 27
  store float %2048, ptr addrspace(3) %1506, align 4
  %2049 = extractelement <32 x float> %bc23, i64 28
  store float %2049, ptr addrspace(3) %1507, align 4
  %2050 = extractelement <32 x float> %bc23, i64 29
  store float %2050, ptr addrspace(3) %1508, align 4
  %2051 = extractelement <32 x float> %bc23, i64 30
  store float %2051, ptr addrspace(3) %1509, align 4
  %2052 = extractelement <32 x float> %bc23, i64 31
  store float %2052, ptr addrspace(3) %1510, align 4
  br label %2053

2053: ; preds = %1951, %1866
  tail call void @llvm.musa.syncthreads.lm()
  %2054 = load float, ptr addrspace(3) %1301, align 32
  %2055 = load <4 x float>, ptr addrspace(3) %1302, align 4
  %2056 = load float, ptr addrspace(3) %1303, align 4
  %2057 = load float, ptr addrspace(3) %1304, align 8
  %2058 = load float, ptr addrspace(3) %1305, align 4
  %2059 = load <8 x float>, ptr addrspace(3) %1306, align 32
  %2060 = load <8 x float>, ptr addrspace(3) %1307, align 32
  %2061 = load <8 x float>, ptr addrspace(3) %1308, align 32
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %105, label %2062, label %2068

2062: ; preds = %2053
  %2063 = load float, ptr addrspace(3) %1511, align 4
  %2064 = load float, ptr addrspace(3) %1373, align 4
  %2065 = fmul contract float %2063, %2064
  %2066 = load float, ptr addrspace(3) %1512, align 4
  %2067 = fadd contract float %2065, %2066
  store float %2067, ptr addrspace(3) %1511, align 4
  br label %2068

2068: ; preds = %2062, %2053
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %105, label %2069, label %2073

2069: ; preds = %2068
  %2070 = load float, ptr addrspace(3) %1371, align 4
  %2071 = load float, ptr addrspace(3) %1372, align 4
  %2072 = tail call float @llvm.maxnum.f32(float %2070, float %2071)
  store float %2072, ptr addrspace(3) %1371, align 4
  br label %2073

2073: ; preds = %2069, %2068
  tail call void @llvm.musa.syncthreads.lm()
  store bfloat %1609, ptr addrspace(3) %137, align 16
  store bfloat %1610, ptr addrspace(3) %140, align 2
  store bfloat %1611, ptr addrspace(3) %143, align 4
  store bfloat %1612, ptr addrspace(3) %146, align 2
  store bfloat %1613, ptr addrspace(3) %149, align 8
  store bfloat %1614, ptr addrspace(3) %152, align 2
  store bfloat %1615, ptr addrspace(3) %155, align 4
  store bfloat %1616, ptr addrspace(3) %158, align 2
  store bfloat %1624, ptr addrspace(3) %178, align 16
  store bfloat %1625, ptr addrspace(3) %181, align 2
  store bfloat %1626, ptr addrspace(3) %184, align 4
  store bfloat %1627, ptr addrspace(3) %187, align 2
  store bfloat %1628, ptr addrspace(3) %190, align 8
  store bfloat %1629, ptr addrspace(3) %193, align 2
  store bfloat %1630, ptr addrspace(3) %196, align 4
  store bfloat %1631, ptr addrspace(3) %199, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %2074 = extractelement <8 x float> %2059, i64 0
  %2075 = extractelement <8 x float> %2059, i64 1
  %2076 = extractelement <8 x float> %2059, i64 2
  %2077 = extractelement <8 x float> %2059, i64 3
  %2078 = extractelement <8 x float> %2059, i64 4
  %2079 = extractelement <8 x float> %2059, i64 5
  %2080 = extractelement <8 x float> %2059, i64 6
  %2081 = extractelement <8 x float> %2059, i64 7
  %2082 = extractelement <8 x float> %2060, i64 0
  %2083 = extractelement <8 x float> %2060, i64 1
  %2084 = extractelement <8 x float> %2060, i64 2
  %2085 = extractelement <8 x float> %2060, i64 3
  %2086 = extractelement <8 x float> %2060, i64 4
  %2087 = extractelement <8 x float> %2060, i64 5
  %2088 = extractelement <8 x float> %2060, i64 6
  %2089 = extractelement <8 x float> %2060, i64 7
  %2090 = extractelement <8 x float> %2061, i64 0
  %2091 = extractelement <8 x float> %2061, i64 1
  %2092 = extractelement <8 x float> %2061, i64 2
  %2093 = extractelement <8 x float> %2061, i64 3
  %2094 = extractelement <8 x float> %2061, i64 4
  %2095 = extractelement <8 x float> %2061, i64 5
  %2096 = extractelement <8 x float> %2061, i64 6
  %2097 = extractelement <8 x float> %2061, i64 7
  %2098 = extractelement <4 x float> %2055, i64 0
  %2099 = extractelement <4 x float> %2055, i64 1
  %2100 = extractelement <4 x float> %2055, i64 2
  %2101 = extractelement <4 x float> %2055, i64 3
  br i1 %1601, label %1564, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %2073
  %2102 = insertelement <8 x float> poison, float %2054, i64 0
  %2103 = shufflevector <4 x float> %2055, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %2104 = shufflevector <8 x float> %2102, <8 x float> %2103, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %2105 = insertelement <8 x float> %2104, float %2056, i64 5
  %2106 = insertelement <8 x float> %2105, float %2057, i64 6
  %2107 = insertelement <8 x float> %2106, float %2058, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %212
  %2108 = phi <8 x float> [ zeroinitializer, %212 ], [ %2107, %._crit_edge.loopexit ]
  %2109 = phi <8 x float> [ zeroinitializer, %212 ], [ %2059, %._crit_edge.loopexit ]
  %2110 = phi <8 x float> [ zeroinitializer, %212 ], [ %2060, %._crit_edge.loopexit ]
  %2111 = phi <8 x float> [ zeroinitializer, %212 ], [ %2061, %._crit_edge.loopexit ]
  %2112 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14
  %2113 = load float, ptr addrspace(3) %2112, align 4
  %2114 = insertelement <8 x float> poison, float %2113, i64 0
  %2115 = shufflevector <8 x float> %2114, <8 x float> poison, <8 x i32> zeroinitializer
  %2116 = fdiv <8 x float> %2108, %2115
  %2117 = fptrunc <8 x float> %2116 to <8 x bfloat>
  %2118 = getelementptr bfloat, ptr addrspace(1) %3, i64 %17
  %2119 = getelementptr bfloat, ptr addrspace(1) %2118, i64 %12
  store <8 x bfloat> %2117, ptr addrspace(1) %2119, align 16
  %2120 = getelementptr float, ptr addrspace(3) @global_smem, i32 %37
  %2121 = load float, ptr addrspace(3) %2120, align 4
  %2122 = insertelement <8 x float> poison, float %2121, i64 0
  %2123 = shufflevector <8 x float> %2122, <8 x float> poison, <8 x i32> zeroinitializer
  %2124 = fdiv <8 x float> %2109, %2123
  %2125 = fptrunc <8 x float> %2124 to <8 x bfloat>
  %2126 = getelementptr bfloat, ptr addrspace(1) %3, i64 %40
  %2127 = getelementptr bfloat, ptr addrspace(1) %2126, i64 %12
  store <8 x bfloat> %2125, ptr addrspace(1) %2127, align 16
  %2128 = getelementptr float, ptr addrspace(3) @global_smem, i32 %60
  %2129 = load float, ptr addrspace(3) %2128, align 4
  %2130 = insertelement <8 x float> poison, float %2129, i64 0
  %2131 = shufflevector <8 x float> %2130, <8 x float> poison, <8 x i32> zeroinitializer
  %2132 = fdiv <8 x float> %2110, %2131
  %2133 = fptrunc <8 x float> %2132 to <8 x bfloat>
  %2134 = getelementptr bfloat, ptr addrspace(1) %3, i64 %63
  %2135 = getelementptr bfloat, ptr addrspace(1) %2134, i64 %12
  store <8 x bfloat> %2133, ptr addrspace(1) %2135, align 16
  %2136 = getelementptr float, ptr addrspace(3) @global_smem, i32 %83
  %2137 = load float, ptr addrspace(3) %2136, align 4
  %2138 = insertelement <8 x float> poison, float %2137, i64 0
  %2139 = shufflevector <8 x float> %2138, <8 x float> poison, <8 x i32> zeroinitializer
  %2140 = fdiv <8 x float> %2111, %2139
  %2141 = fptrunc <8 x float> %2140 to <8 x bfloat>
  %2142 = getelementptr bfloat, ptr addrspace(1) %3, i64 %86
  %2143 = getelementptr bfloat, ptr addrspace(1) %2142, i64 %12
  store <8 x bfloat> %2141, ptr addrspace(1) %2143, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
