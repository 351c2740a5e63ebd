; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #2

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #2

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #2

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 2
  %20 = and i64 %19, 60
  %21 = lshr i64 %19, 6
  %22 = trunc i64 %21 to i32
  %23 = shl i32 %22, 6
  br i1 %11, label %24, label %29

24: ; preds = %18
  %25 = sext i32 %23 to i64
  %26 = getelementptr float, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr float, ptr addrspace(1) %26, i64 %20
  %28 = load <4 x float>, ptr addrspace(1) %27, align 16
  br label %29

29: ; preds = %24, %18
  %30 = phi <4 x float> [ %28, %24 ], [ zeroinitializer, %18 ]
  %31 = extractelement <4 x float> %30, i64 0
  %32 = extractelement <4 x float> %30, i64 1
  %33 = extractelement <4 x float> %30, i64 2
  %34 = extractelement <4 x float> %30, i64 3
  %35 = trunc i64 %19 to i32
  %36 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %35
  store float %31, ptr addrspace(3) %36, align 16
  %37 = or i32 %35, 1
  %38 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %37
  store float %32, ptr addrspace(3) %38, align 4
  %39 = or i32 %35, 2
  %40 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %39
  store float %33, ptr addrspace(3) %40, align 8
  %41 = or i32 %35, 3
  %42 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %41
  store float %34, ptr addrspace(3) %42, align 4
  %43 = add nsw i64 %19, 512
  %44 = lshr i64 %43, 6
  %45 = trunc i64 %44 to i32
  %46 = shl i32 %45, 6
  br i1 %11, label %47, label %52

47: ; preds = %29
  %48 = sext i32 %46 to i64
  %49 = getelementptr float, ptr addrspace(1) %1, i64 %48
  %50 = getelementptr float, ptr addrspace(1) %49, i64 %20
  %51 = load <4 x float>, ptr addrspace(1) %50, align 16
  br label %52

52: ; preds = %47, %29
  %53 = phi <4 x float> [ %51, %47 ], [ zeroinitializer, %29 ]
  %54 = extractelement <4 x float> %53, i64 0
  %55 = extractelement <4 x float> %53, i64 1
  %56 = extractelement <4 x float> %53, i64 2
  %57 = extractelement <4 x float> %53, i64 3
  %58 = and i64 %43, 4294967232
  %59 = or i64 %58, %20
  %60 = trunc i64 %59 to i32
  %61 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %60
  store float %54, ptr addrspace(3) %61, align 16
  %62 = or i32 %60, 1
  %63 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %62
  store float %55, ptr addrspace(3) %63, align 4
  %64 = or i32 %60, 2
  %65 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %64
  store float %56, ptr addrspace(3) %65, align 8
  %66 = or i32 %60, 3
  %67 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %66
  store float %57, ptr addrspace(3) %67, align 4
  %68 = add nsw i64 %19, 1024
  %69 = lshr i64 %68, 6
  %70 = trunc i64 %69 to i32
  %71 = shl i32 %70, 6
  br i1 %11, label %72, label %77

72: ; preds = %52
  %73 = sext i32 %71 to i64
  %74 = getelementptr float, ptr addrspace(1) %1, i64 %73
  %75 = getelementptr float, ptr addrspace(1) %74, i64 %20
  %76 = load <4 x float>, ptr addrspace(1) %75, align 16
  br label %77

77: ; preds = %72, %52
  %78 = phi <4 x float> [ %76, %72 ], [ zeroinitializer, %52 ]
  %79 = extractelement <4 x float> %78, i64 0
  %80 = extractelement <4 x float> %78, i64 1
  %81 = extractelement <4 x float> %78, i64 2
  %82 = extractelement <4 x float> %78, i64 3
  %83 = and i64 %68, 4294967232
  %84 = or i64 %83, %20
  %85 = trunc i64 %84 to i32
  %86 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %85
  store float %79, ptr addrspace(3) %86, align 16
  %87 = or i32 %85, 1
  %88 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %87
  store float %80, ptr addrspace(3) %88, align 4
  %89 = or i32 %85, 2
  %90 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %89
  store float %81, ptr addrspace(3) %90, align 8
  %91 = or i32 %85, 3
  %92 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %91
  store float %82, ptr addrspace(3) %92, align 4
  %93 = add nsw i64 %19, 1536
  %94 = lshr i64 %93, 6
  %95 = trunc i64 %94 to i32
  %96 = shl i32 %95, 6
  br i1 %11, label %97, label %102

97: ; preds = %77
  %98 = sext i32 %96 to i64
  %99 = getelementptr float, ptr addrspace(1) %1, i64 %98
  %100 = getelementptr float, ptr addrspace(1) %99, i64 %20
  %101 = load <4 x float>, ptr addrspace(1) %100, align 16
  br label %102

102: ; preds = %97, %77
  %103 = phi <4 x float> [ %101, %97 ], [ zeroinitializer, %77 ]
  %104 = extractelement <4 x float> %103, i64 0
  %105 = extractelement <4 x float> %103, i64 1
  %106 = extractelement <4 x float> %103, i64 2
  %107 = extractelement <4 x float> %103, i64 3
  %108 = and i64 %93, 4294967232
  %109 = or i64 %108, %20
  %110 = trunc i64 %109 to i32
  %111 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %110
  store float %104, ptr addrspace(3) %111, align 16
  %112 = or i32 %110, 1
  %113 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %112
  store float %105, ptr addrspace(3) %113, align 4
  %114 = or i32 %110, 2
  %115 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %114
  store float %106, ptr addrspace(3) %115, align 8
  %116 = or i32 %110, 3
  %117 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %116
  store float %107, ptr addrspace(3) %117, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %11, label %118, label %135

118: ; preds = %102
  %119 = sext i32 %23 to i64
  %120 = getelementptr float, ptr addrspace(1) %2, i64 %119
  %121 = getelementptr float, ptr addrspace(1) %120, i64 %20
  %122 = load <4 x float>, ptr addrspace(1) %121, align 16
  %123 = sext i32 %46 to i64
  %124 = getelementptr float, ptr addrspace(1) %2, i64 %123
  %125 = getelementptr float, ptr addrspace(1) %124, i64 %20
  %126 = load <4 x float>, ptr addrspace(1) %125, align 16
  %127 = sext i32 %71 to i64
  %128 = getelementptr float, ptr addrspace(1) %2, i64 %127
  %129 = getelementptr float, ptr addrspace(1) %128, i64 %20
  %130 = load <4 x float>, ptr addrspace(1) %129, align 16
  %131 = sext i32 %96 to i64
  %132 = getelementptr float, ptr addrspace(1) %2, i64 %131
  %133 = getelementptr float, ptr addrspace(1) %132, i64 %20
  %134 = load <4 x float>, ptr addrspace(1) %133, align 16
  br label %135

135: ; preds = %102, %118
  %136 = phi <4 x float> [ %134, %118 ], [ zeroinitializer, %102 ]
  %137 = phi <4 x float> [ %122, %118 ], [ zeroinitializer, %102 ]
  %138 = phi <4 x float> [ %126, %118 ], [ zeroinitializer, %102 ]
  %139 = phi <4 x float> [ %130, %118 ], [ zeroinitializer, %102 ]
  %140 = add i32 %10, %22
  %141 = shl i32 %140, 6
  %142 = sext i32 %141 to i64
  %143 = getelementptr float, ptr addrspace(1) %0, i64 %142
  %144 = getelementptr float, ptr addrspace(1) %143, i64 %20
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %35
  %146 = add i32 %10, %45
  %147 = shl i32 %146, 6
  %148 = sext i32 %147 to i64
  %149 = getelementptr float, ptr addrspace(1) %0, i64 %148
  %150 = getelementptr float, ptr addrspace(1) %149, i64 %20
  %151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %60
  %152 = add i32 %10, %70
  %153 = shl i32 %152, 6
  %154 = sext i32 %153 to i64
  %155 = getelementptr float, ptr addrspace(1) %0, i64 %154
  %156 = getelementptr float, ptr addrspace(1) %155, i64 %20
  %157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %85
  %158 = add i32 %10, %95
  %159 = shl i32 %158, 6
  %160 = sext i32 %159 to i64
  %161 = getelementptr float, ptr addrspace(1) %0, i64 %160
  %162 = getelementptr float, ptr addrspace(1) %161, i64 %20
  %163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %110
  %164 = add nsw i64 %19, 2048
  %165 = lshr i64 %164, 6
  %166 = trunc i64 %165 to i32
  %167 = add i32 %10, %166
  %168 = shl i32 %167, 6
  %169 = sext i32 %168 to i64
  %170 = getelementptr float, ptr addrspace(1) %0, i64 %169
  %171 = getelementptr float, ptr addrspace(1) %170, i64 %20
  %172 = and i64 %164, 4294967232
  %173 = or i64 %172, %20
  %174 = trunc i64 %173 to i32
  %175 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %174
  %176 = add nsw i64 %19, 2560
  %177 = lshr i64 %176, 6
  %178 = trunc i64 %177 to i32
  %179 = add i32 %10, %178
  %180 = shl i32 %179, 6
  %181 = sext i32 %180 to i64
  %182 = getelementptr float, ptr addrspace(1) %0, i64 %181
  %183 = getelementptr float, ptr addrspace(1) %182, i64 %20
  %184 = and i64 %176, 4294967232
  %185 = or i64 %184, %20
  %186 = trunc i64 %185 to i32
  %187 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %186
  %188 = add nsw i64 %19, 3072
  %189 = lshr i64 %188, 6
  %190 = trunc i64 %189 to i32
  %191 = add i32 %10, %190
  %192 = shl i32 %191, 6
  %193 = sext i32 %192 to i64
  %194 = getelementptr float, ptr addrspace(1) %0, i64 %193
  %195 = getelementptr float, ptr addrspace(1) %194, i64 %20
  %196 = and i64 %188, 4294967232
  %197 = or i64 %196, %20
  %198 = trunc i64 %197 to i32
  %199 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %198
  %200 = add nsw i64 %19, 3584
  %201 = lshr i64 %200, 6
  %202 = trunc i64 %201 to i32
  %203 = add i32 %10, %202
  %204 = shl i32 %203, 6
  %205 = sext i32 %204 to i64
  %206 = getelementptr float, ptr addrspace(1) %0, i64 %205
  %207 = getelementptr float, ptr addrspace(1) %206, i64 %20
  %208 = and i64 %200, 4294967232
  %209 = or i64 %208, %20
  %210 = trunc i64 %209 to i32
  %211 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %210
  %212 = and i64 %19, 28
  %213 = lshr i64 %19, 5
  %214 = or i64 %212, 1
  %215 = or i64 %212, 2
  %216 = or i64 %212, 3
  %217 = shl nuw nsw i64 %212, 6
  %218 = add nuw nsw i64 %217, %213
  %219 = trunc i64 %218 to i32
  %220 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %219
  %221 = shl nuw nsw i64 %214, 6
  %222 = add nuw nsw i64 %221, %213
  %223 = trunc i64 %222 to i32
  %224 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %223
  %225 = shl nuw nsw i64 %215, 6
  %226 = add nuw nsw i64 %225, %213
  %227 = trunc i64 %226 to i32
  %228 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %227
  %229 = shl nuw nsw i64 %216, 6
  %230 = add nuw nsw i64 %229, %213
  %231 = trunc i64 %230 to i32
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %231
  %233 = mul i64 %213, 40
  %234 = add i64 %233, %212
  %235 = trunc i64 %234 to i32
  %236 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %235
  %237 = lshr i64 %43, 5
  %238 = add nuw nsw i64 %237, %217
  %239 = trunc i64 %238 to i32
  %240 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %239
  %241 = add nuw nsw i64 %221, %237
  %242 = trunc i64 %241 to i32
  %243 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %242
  %244 = add nuw nsw i64 %225, %237
  %245 = trunc i64 %244 to i32
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %245
  %247 = add nuw nsw i64 %229, %237
  %248 = trunc i64 %247 to i32
  %249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %248
  %250 = mul i64 %237, 40
  %251 = add i64 %250, %212
  %252 = trunc i64 %251 to i32
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %252
  %254 = lshr i64 %68, 5
  %255 = add nuw nsw i64 %254, %217
  %256 = trunc i64 %255 to i32
  %257 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %256
  %258 = add nuw nsw i64 %221, %254
  %259 = trunc i64 %258 to i32
  %260 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %259
  %261 = add nuw nsw i64 %225, %254
  %262 = trunc i64 %261 to i32
  %263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %262
  %264 = add nuw nsw i64 %229, %254
  %265 = trunc i64 %264 to i32
  %266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %265
  %267 = mul i64 %254, 40
  %268 = add i64 %267, %212
  %269 = trunc i64 %268 to i32
  %270 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %269
  %271 = lshr i64 %93, 5
  %272 = add nuw nsw i64 %271, %217
  %273 = trunc i64 %272 to i32
  %274 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %273
  %275 = add nuw nsw i64 %221, %271
  %276 = trunc i64 %275 to i32
  %277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %276
  %278 = add nuw nsw i64 %225, %271
  %279 = trunc i64 %278 to i32
  %280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %279
  %281 = add nuw nsw i64 %229, %271
  %282 = trunc i64 %281 to i32
  %283 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %282
  %284 = mul i64 %271, 40
  %285 = add i64 %284, %212
  %286 = trunc i64 %285 to i32
  %287 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %286
  %288 = lshr i64 %8, 5
  %289 = and i64 %8, 3
  %290 = lshr i64 %8, 2
  %291 = and i64 %290, 1
  %292 = lshr i64 %8, 3
  %293 = and i64 %292, 1
  %294 = shl nuw nsw i64 %293, 1
  %295 = lshr i64 %8, 4
  %296 = and i64 %295, 1
  %297 = shl nuw nsw i64 %296, 2
  %298 = or i64 %294, %297
  %299 = or i64 %298, %291
  %300 = shl nuw nsw i64 %296, 1
  %301 = or i64 %300, %293
  %302 = and i64 %8, 1
  %303 = icmp ult i32 %7, 128
  %304 = icmp eq i64 %302, 0
  %305 = and i1 %303, %304
  %306 = and i64 %19, -32
  %307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %35
  %308 = trunc i64 %213 to i32
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %308
  %310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %308
  %311 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %35
  %312 = or i64 %214, %306
  %313 = trunc i64 %312 to i32
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %313
  %315 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %313
  %316 = or i64 %215, %306
  %317 = trunc i64 %316 to i32
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %317
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %317
  %320 = or i64 %216, %306
  %321 = trunc i64 %320 to i32
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %321
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %321
  %324 = and i64 %43, -32
  %325 = or i64 %324, %212
  %326 = trunc i64 %325 to i32
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %326
  %328 = trunc i64 %237 to i32
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %328
  %330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %328
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %326
  %332 = or i64 %214, %324
  %333 = trunc i64 %332 to i32
  %334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %333
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %333
  %336 = or i64 %215, %324
  %337 = trunc i64 %336 to i32
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %337
  %339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %337
  %340 = or i64 %216, %324
  %341 = trunc i64 %340 to i32
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %341
  %343 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %341
  %344 = and i64 %68, -32
  %345 = or i64 %344, %212
  %346 = trunc i64 %345 to i32
  %347 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %346
  %348 = trunc i64 %254 to i32
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %348
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %348
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %346
  %352 = or i64 %214, %344
  %353 = trunc i64 %352 to i32
  %354 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %353
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %353
  %356 = or i64 %215, %344
  %357 = trunc i64 %356 to i32
  %358 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %357
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %357
  %360 = or i64 %216, %344
  %361 = trunc i64 %360 to i32
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %361
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %361
  %364 = and i64 %93, -32
  %365 = or i64 %364, %212
  %366 = trunc i64 %365 to i32
  %367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %366
  %368 = trunc i64 %271 to i32
  %369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %368
  %370 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %368
  %371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %366
  %372 = or i64 %214, %364
  %373 = trunc i64 %372 to i32
  %374 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %373
  %375 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %373
  %376 = or i64 %215, %364
  %377 = trunc i64 %376 to i32
  %378 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %377
  %379 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %377
  %380 = or i64 %216, %364
  %381 = trunc i64 %380 to i32
  %382 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %381
  %383 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %381
  %384 = mul i64 %21, 72
  %385 = add i64 %384, %20
  %386 = trunc i64 %385 to i32
  %387 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %386
  %388 = mul i64 %44, 72
  %389 = add i64 %388, %20
  %390 = trunc i64 %389 to i32
  %391 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %390
  %392 = mul i64 %69, 72
  %393 = add i64 %392, %20
  %394 = trunc i64 %393 to i32
  %395 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %394
  %396 = mul i64 %94, 72
  %397 = add i64 %396, %20
  %398 = trunc i64 %397 to i32
  %399 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %398
  %400 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %22
  %401 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %35
  %402 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %37
  %403 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %39
  %404 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %41
  %405 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %45
  %406 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %60
  %407 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %62
  %408 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %64
  %409 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %66
  %410 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %70
  %411 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %85
  %412 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %87
  %413 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %89
  %414 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %91
  %415 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %95
  %416 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %110
  %417 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %112
  %418 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %114
  %419 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %116
  %420 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %166
  %421 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %174
  %422 = or i32 %174, 1
  %423 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %422
  %424 = or i32 %174, 2
  %425 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %424
  %426 = or i32 %174, 3
  %427 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %426
  %428 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %178
  %429 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %186
  %430 = or i32 %186, 1
  %431 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %430
  %432 = or i32 %186, 2
  %433 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %432
  %434 = or i32 %186, 3
  %435 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %434
  %436 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %190
  %437 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %198
  %438 = or i32 %198, 1
  %439 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %438
  %440 = or i32 %198, 2
  %441 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %440
  %442 = or i32 %198, 3
  %443 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %442
  %444 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %202
  %445 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %210
  %446 = or i32 %210, 1
  %447 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %446
  %448 = or i32 %210, 2
  %449 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %448
  %450 = or i32 %210, 3
  %451 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %450
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %20
  %invariant.gep75 = getelementptr float, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %135
  %452 = shl nsw i64 %8, 4
  %453 = and i64 %452, -32
  %454 = select i1 %303, i64 %453, i64 0
  %455 = shl nuw nsw i64 %302, 2
  %urem = and i64 %8, 7
  %456 = shl nuw nsw i64 %288, 4
  %457 = and i64 %456, 16
  %458 = or i64 %299, %457
  %459 = or i64 %458, 8
  %460 = or i64 %457, %urem
  %461 = or i64 %460, 8
  %462 = lshr i32 %7, 1
  %463 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %462
  %464 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %465 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %7
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %7
  %467 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52224), i32 %462
  %468 = and i64 %456, 48
  %469 = or i64 %468, %urem
  %470 = or i64 %469, 8
  %471 = or i64 %299, %468
  %472 = or i64 %471, 8
  %473 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52224), i32 %7
  %475 = or i64 %455, %454
  %476 = trunc i64 %475 to i32
  %477 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %476
  %478 = or i32 %476, 1
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %478
  %480 = or i32 %476, 2
  %481 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %480
  %482 = or i32 %476, 3
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %482
  %484 = or i64 %455, %454
  %485 = trunc i64 %484 to i32
  %486 = or i32 %485, 8
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %486
  %488 = or i32 %485, 9
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %488
  %490 = or i32 %485, 10
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %490
  %492 = or i32 %485, 11
  %493 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %492
  %494 = or i64 %455, %454
  %495 = trunc i64 %494 to i32
  %496 = or i32 %495, 16
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %496
  %498 = or i32 %495, 17
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %498
  %500 = or i32 %495, 18
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %500
  %502 = or i32 %495, 19
  %503 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %502
  %504 = or i64 %455, %454
  %505 = trunc i64 %504 to i32
  %506 = or i32 %505, 24
  %507 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %506
  %508 = or i32 %505, 25
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %508
  %510 = or i32 %505, 26
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %510
  %512 = or i32 %505, 27
  %513 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %512
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %476
  %515 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %478
  %516 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %480
  %517 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %482
  %518 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %486
  %519 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %488
  %520 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %490
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %492
  %522 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %496
  %523 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %498
  %524 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %500
  %525 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %502
  %526 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %506
  %527 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %508
  %528 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %510
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %512
  %530 = or i64 %289, 4
  %531 = or i64 %289, 8
  %532 = or i64 %289, 12
  %533 = mul nuw nsw i64 %289, 72
  %534 = add nuw nsw i64 %533, %471
  %535 = trunc i64 %534 to i32
  %536 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %535
  %537 = mul nuw nsw i64 %530, 72
  %538 = add nuw nsw i64 %537, %471
  %539 = trunc i64 %538 to i32
  %540 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %539
  %541 = mul nuw nsw i64 %531, 72
  %542 = add nuw nsw i64 %541, %471
  %543 = trunc i64 %542 to i32
  %544 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %543
  %545 = mul nuw nsw i64 %532, 72
  %546 = add nuw nsw i64 %545, %471
  %547 = trunc i64 %546 to i32
  %548 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %547
  %549 = add nuw nsw i64 %533, %472
  %550 = trunc i64 %549 to i32
  %551 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %550
  %552 = add nuw nsw i64 %537, %472
  %553 = trunc i64 %552 to i32
  %554 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %553
  %555 = add nuw nsw i64 %541, %472
  %556 = trunc i64 %555 to i32
  %557 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %556
  %558 = add nuw nsw i64 %545, %472
  %559 = trunc i64 %558 to i32
  %560 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %559
  %561 = or i64 %289, 16
  %562 = or i64 %289, 20
  %563 = or i64 %289, 24
  %564 = or i64 %289, 28
  %565 = mul nuw nsw i64 %561, 72
  %566 = add nuw nsw i64 %565, %471
  %567 = trunc i64 %566 to i32
  %568 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %567
  %569 = mul nuw nsw i64 %562, 72
  %570 = add nuw nsw i64 %569, %471
  %571 = trunc i64 %570 to i32
  %572 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %571
  %573 = mul nuw nsw i64 %563, 72
  %574 = add nuw nsw i64 %573, %471
  %575 = trunc i64 %574 to i32
  %576 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %575
  %577 = mul nuw nsw i64 %564, 72
  %578 = add nuw nsw i64 %577, %471
  %579 = trunc i64 %578 to i32
  %580 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %579
  %581 = add nuw nsw i64 %565, %472
  %582 = trunc i64 %581 to i32
  %583 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %582
  %584 = add nuw nsw i64 %569, %472
  %585 = trunc i64 %584 to i32
  %586 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %585
  %587 = add nuw nsw i64 %573, %472
  %588 = trunc i64 %587 to i32
  %589 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %588
  %590 = add nuw nsw i64 %577, %472
  %591 = trunc i64 %590 to i32
  %592 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %591
  %593 = icmp ult i32 %7, 256
  %594 = shl nuw nsw i64 %288, 3
  %595 = and i64 %594, 48
  %596 = or i64 %595, %299
  %597 = shl nuw nsw i64 %596, 6
  %598 = or i64 %597, 512
  %599 = or i64 %595, %301
  %600 = shl nuw nsw i64 %599, 5
  %601 = or i64 %600, %460
  %602 = trunc i64 %601 to i32
  %603 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %602
  %604 = or i64 %600, %461
  %605 = trunc i64 %604 to i32
  %606 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %605
  %607 = or i64 %600, 128
  %608 = or i64 %607, %460
  %609 = trunc i64 %608 to i32
  %610 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %609
  %611 = or i64 %607, %461
  %612 = trunc i64 %611 to i32
  %613 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %612
  %614 = or i64 %600, 256
  %615 = or i64 %614, %460
  %616 = trunc i64 %615 to i32
  %617 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %616
  %618 = or i64 %614, %461
  %619 = trunc i64 %618 to i32
  %620 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %619
  %621 = or i64 %600, 384
  %622 = or i64 %621, %460
  %623 = trunc i64 %622 to i32
  %624 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %623
  %625 = or i64 %621, %461
  %626 = trunc i64 %625 to i32
  %627 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %626
  %628 = icmp ult i32 %7, 128
  %629 = shl nuw nsw i64 %288, 3
  %630 = and i64 %629, 16
  %631 = or i64 %630, 32
  %632 = or i64 %631, %299
  %633 = shl nuw nsw i64 %632, 6
  %634 = or i64 %633, 512
  %635 = or i64 %631, %301
  %636 = shl nuw nsw i64 %635, 5
  %637 = or i64 %636, %460
  %638 = trunc i64 %637 to i32
  %639 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %638
  %640 = or i64 %636, %461
  %641 = trunc i64 %640 to i32
  %642 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %641
  %643 = or i64 %636, 128
  %644 = or i64 %643, %460
  %645 = trunc i64 %644 to i32
  %646 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %645
  %647 = or i64 %643, %461
  %648 = trunc i64 %647 to i32
  %649 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %648
  %650 = or i64 %636, 256
  %651 = or i64 %650, %460
  %652 = trunc i64 %651 to i32
  %653 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %652
  %654 = or i64 %650, %461
  %655 = trunc i64 %654 to i32
  %656 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %655
  %657 = or i64 %636, 384
  %658 = or i64 %657, %460
  %659 = trunc i64 %658 to i32
  %660 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %659
  %661 = or i64 %657, %461
  %662 = trunc i64 %661 to i32
  %663 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %662
  br label %664

664: ; preds = %.lr.ph, %1443
  %665 = phi float [ 0.000000e+00, %.lr.ph ], [ %1475, %1443 ]
  %666 = phi float [ 0.000000e+00, %.lr.ph ], [ %1474, %1443 ]
  %667 = phi float [ 0.000000e+00, %.lr.ph ], [ %1473, %1443 ]
  %668 = phi float [ 0.000000e+00, %.lr.ph ], [ %1472, %1443 ]
  %669 = phi float [ 0.000000e+00, %.lr.ph ], [ %1471, %1443 ]
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %1470, %1443 ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %1469, %1443 ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %1468, %1443 ]
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %1467, %1443 ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %1466, %1443 ]
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %1465, %1443 ]
  %676 = phi float [ 0.000000e+00, %.lr.ph ], [ %1464, %1443 ]
  %677 = phi float [ 0.000000e+00, %.lr.ph ], [ %1463, %1443 ]
  %678 = phi float [ 0.000000e+00, %.lr.ph ], [ %1462, %1443 ]
  %679 = phi float [ 0.000000e+00, %.lr.ph ], [ %1461, %1443 ]
  %680 = phi float [ 0.000000e+00, %.lr.ph ], [ %1460, %1443 ]
  %681 = phi float [ 0.000000e+00, %.lr.ph ], [ %1459, %1443 ]
  %682 = phi float [ 0.000000e+00, %.lr.ph ], [ %1458, %1443 ]
  %683 = phi float [ 0.000000e+00, %.lr.ph ], [ %1457, %1443 ]
  %684 = phi float [ 0.000000e+00, %.lr.ph ], [ %1456, %1443 ]
  %685 = phi float [ 0.000000e+00, %.lr.ph ], [ %1455, %1443 ]
  %686 = phi float [ 0.000000e+00, %.lr.ph ], [ %1454, %1443 ]
  %687 = phi float [ 0.000000e+00, %.lr.ph ], [ %1453, %1443 ]
  %688 = phi float [ 0.000000e+00, %.lr.ph ], [ %1452, %1443 ]
  %689 = phi float [ 0.000000e+00, %.lr.ph ], [ %1451, %1443 ]
  %690 = phi float [ 0.000000e+00, %.lr.ph ], [ %1450, %1443 ]
  %691 = phi float [ 0.000000e+00, %.lr.ph ], [ %1449, %1443 ]
  %692 = phi float [ 0.000000e+00, %.lr.ph ], [ %1448, %1443 ]
  %693 = phi float [ 0.000000e+00, %.lr.ph ], [ %1447, %1443 ]
  %694 = phi float [ 0.000000e+00, %.lr.ph ], [ %1446, %1443 ]
  %695 = phi float [ 0.000000e+00, %.lr.ph ], [ %1445, %1443 ]
  %696 = phi float [ 0.000000e+00, %.lr.ph ], [ %1444, %1443 ]
  %697 = phi i32 [ 0, %.lr.ph ], [ %702, %1443 ]
  %698 = phi <4 x float> [ %137, %.lr.ph ], [ %767, %1443 ]
  %699 = phi <4 x float> [ %138, %.lr.ph ], [ %768, %1443 ]
  %700 = phi <4 x float> [ %139, %.lr.ph ], [ %769, %1443 ]
  %701 = phi <4 x float> [ %136, %.lr.ph ], [ %766, %1443 ]
  %702 = add i32 %697, 32
  %703 = icmp slt i32 %702, %5
  br i1 %703, label %704, label %749

704: ; preds = %664
  %705 = add i32 %702, %22
  %706 = shl i32 %705, 6
  %707 = sext i32 %706 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %707
  %708 = load float, ptr addrspace(1) %gep, align 16
  %709 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %710 = load float, ptr addrspace(1) %709, align 4
  %711 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 8
  %712 = load float, ptr addrspace(1) %711, align 8
  %713 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 12
  %714 = load float, ptr addrspace(1) %713, align 4
  %715 = add i32 %702, %45
  %716 = shl i32 %715, 6
  %717 = sext i32 %716 to i64
  %gep70 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %717
  %718 = load float, ptr addrspace(1) %gep70, align 16
  %719 = getelementptr inbounds i8, ptr addrspace(1) %gep70, i64 4
  %720 = load float, ptr addrspace(1) %719, align 4
  %721 = getelementptr inbounds i8, ptr addrspace(1) %gep70, i64 8
  %722 = load float, ptr addrspace(1) %721, align 8
  %723 = getelementptr inbounds i8, ptr addrspace(1) %gep70, i64 12
  %724 = load float, ptr addrspace(1) %723, align 4
  %725 = add i32 %702, %70
  %726 = shl i32 %725, 6
  %727 = sext i32 %726 to i64
  %gep72 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %727
  %728 = load float, ptr addrspace(1) %gep72, align 16
  %729 = getelementptr inbounds i8, ptr addrspace(1) %gep72, i64 4
  %730 = load float, ptr addrspace(1) %729, align 4
  %731 = getelementptr inbounds i8, ptr addrspace(1) %gep72, i64 8
  %732 = load float, ptr addrspace(1) %731, align 8
  %733 = getelementptr inbounds i8, ptr addrspace(1) %gep72, i64 12
  %734 = load float, ptr addrspace(1) %733, align 4
  %735 = add i32 %702, %95
  %736 = shl i32 %735, 6
  %737 = sext i32 %736 to i64
  %gep74 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %737
  %738 = load float, ptr addrspace(1) %gep74, align 16
  %739 = getelementptr inbounds i8, ptr addrspace(1) %gep74, i64 4
  %740 = load float, ptr addrspace(1) %739, align 4
  %741 = getelementptr inbounds i8, ptr addrspace(1) %gep74, i64 8
  %742 = load float, ptr addrspace(1) %741, align 8
  %743 = getelementptr inbounds i8, ptr addrspace(1) %gep74, i64 12
  %744 = load float, ptr addrspace(1) %743, align 4
  %gep76 = getelementptr float, ptr addrspace(1) %invariant.gep75, i64 %707
  %745 = load <4 x float>, ptr addrspace(1) %gep76, align 16
  %gep78 = getelementptr float, ptr addrspace(1) %invariant.gep75, i64 %717
  %746 = load <4 x float>, ptr addrspace(1) %gep78, align 16
  %gep80 = getelementptr float, ptr addrspace(1) %invariant.gep75, i64 %727
  %747 = load <4 x float>, ptr addrspace(1) %gep80, align 16
  %gep82 = getelementptr float, ptr addrspace(1) %invariant.gep75, i64 %737
  %748 = load <4 x float>, ptr addrspace(1) %gep82, align 16
  br label %749

749: ; preds = %664, %704
  %750 = phi float [ %734, %704 ], [ 0.000000e+00, %664 ]
  %751 = phi float [ %732, %704 ], [ 0.000000e+00, %664 ]
  %752 = phi float [ %730, %704 ], [ 0.000000e+00, %664 ]
  %753 = phi float [ %728, %704 ], [ 0.000000e+00, %664 ]
  %754 = phi float [ %714, %704 ], [ 0.000000e+00, %664 ]
  %755 = phi float [ %712, %704 ], [ 0.000000e+00, %664 ]
  %756 = phi float [ %710, %704 ], [ 0.000000e+00, %664 ]
  %757 = phi float [ %708, %704 ], [ 0.000000e+00, %664 ]
  %758 = phi float [ %718, %704 ], [ 0.000000e+00, %664 ]
  %759 = phi float [ %720, %704 ], [ 0.000000e+00, %664 ]
  %760 = phi float [ %722, %704 ], [ 0.000000e+00, %664 ]
  %761 = phi float [ %724, %704 ], [ 0.000000e+00, %664 ]
  %762 = phi float [ %738, %704 ], [ 0.000000e+00, %664 ]
  %763 = phi float [ %740, %704 ], [ 0.000000e+00, %664 ]
  %764 = phi float [ %742, %704 ], [ 0.000000e+00, %664 ]
  %765 = phi float [ %744, %704 ], [ 0.000000e+00, %664 ]
  %766 = phi <4 x float> [ %748, %704 ], [ zeroinitializer, %664 ]
  %767 = phi <4 x float> [ %745, %704 ], [ zeroinitializer, %664 ]
  %768 = phi <4 x float> [ %746, %704 ], [ zeroinitializer, %664 ]
  %769 = phi <4 x float> [ %747, %704 ], [ zeroinitializer, %664 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %145, ptr addrspace(1) %144, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %151, ptr addrspace(1) %150, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %157, ptr addrspace(1) %156, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %163, ptr addrspace(1) %162, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %175, ptr addrspace(1) %171, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %187, ptr addrspace(1) %183, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %199, ptr addrspace(1) %195, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %211, ptr addrspace(1) %207, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %770 = load float, ptr addrspace(3) %220, align 4
  %771 = load float, ptr addrspace(3) %224, align 4
  %772 = load float, ptr addrspace(3) %228, align 4
  %773 = load float, ptr addrspace(3) %232, align 4
  %774 = insertelement <4 x float> poison, float %770, i64 0
  %775 = insertelement <4 x float> %774, float %771, i64 1
  %776 = insertelement <4 x float> %775, float %772, i64 2
  %777 = insertelement <4 x float> %776, float %773, i64 3
  store <4 x float> %777, ptr addrspace(3) %236, align 16
  %778 = load float, ptr addrspace(3) %240, align 4
  %779 = load float, ptr addrspace(3) %243, align 4
  %780 = load float, ptr addrspace(3) %246, align 4
  %781 = load float, ptr addrspace(3) %249, align 4
  %782 = insertelement <4 x float> poison, float %778, i64 0
  %783 = insertelement <4 x float> %782, float %779, i64 1
  %784 = insertelement <4 x float> %783, float %780, i64 2
  %785 = insertelement <4 x float> %784, float %781, i64 3
  store <4 x float> %785, ptr addrspace(3) %253, align 16
  %786 = load float, ptr addrspace(3) %257, align 4
  %787 = load float, ptr addrspace(3) %260, align 4
  %788 = load float, ptr addrspace(3) %263, align 4
  %789 = load float, ptr addrspace(3) %266, align 4
  %790 = insertelement <4 x float> poison, float %786, i64 0
  %791 = insertelement <4 x float> %790, float %787, i64 1
  %792 = insertelement <4 x float> %791, float %788, i64 2
  %793 = insertelement <4 x float> %792, float %789, i64 3
  store <4 x float> %793, ptr addrspace(3) %270, align 16
  %794 = load float, ptr addrspace(3) %274, align 4
  %795 = load float, ptr addrspace(3) %277, align 4
  %796 = load float, ptr addrspace(3) %280, align 4
  %797 = load float, ptr addrspace(3) %283, align 4
  %798 = insertelement <4 x float> poison, float %794, i64 0
  %799 = insertelement <4 x float> %798, float %795, i64 1
  %800 = insertelement <4 x float> %799, float %796, i64 2
  %801 = insertelement <4 x float> %800, float %797, i64 3
  store <4 x float> %801, ptr addrspace(3) %287, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %593, label %802, label %905

802: ; preds = %749, %802
  %803 = phi <8 x i32> [ %893, %802 ], [ zeroinitializer, %749 ]
  %804 = phi i64 [ %894, %802 ], [ 0, %749 ]
  %805 = or i64 %804, %289
  %806 = or i64 %805, %597
  %807 = trunc i64 %806 to i32
  %808 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %807
  %809 = load i32, ptr addrspace(3) %808, align 4
  %810 = or i64 %805, 4
  %811 = or i64 %810, %597
  %812 = trunc i64 %811 to i32
  %813 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %812
  %814 = load i32, ptr addrspace(3) %813, align 4
  %815 = or i64 %805, 8
  %816 = or i64 %815, %597
  %817 = trunc i64 %816 to i32
  %818 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %817
  %819 = load i32, ptr addrspace(3) %818, align 4
  %820 = or i64 %805, 12
  %821 = or i64 %820, %597
  %822 = trunc i64 %821 to i32
  %823 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %822
  %824 = load i32, ptr addrspace(3) %823, align 4
  %825 = or i64 %805, %598
  %826 = trunc i64 %825 to i32
  %827 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %826
  %828 = load i32, ptr addrspace(3) %827, align 4
  %829 = or i64 %810, %598
  %830 = trunc i64 %829 to i32
  %831 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %830
  %832 = load i32, ptr addrspace(3) %831, align 4
  %833 = or i64 %815, %598
  %834 = trunc i64 %833 to i32
  %835 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %834
  %836 = load i32, ptr addrspace(3) %835, align 4
  %837 = or i64 %820, %598
  %838 = trunc i64 %837 to i32
  %839 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %838
  %840 = load i32, ptr addrspace(3) %839, align 4
  %841 = insertelement <8 x i32> poison, i32 %809, i64 0
  %842 = insertelement <8 x i32> %841, i32 %814, i64 1
  %843 = insertelement <8 x i32> %842, i32 %819, i64 2
  %844 = insertelement <8 x i32> %843, i32 %824, i64 3
  %845 = insertelement <8 x i32> %844, i32 %828, i64 4
  %846 = insertelement <8 x i32> %845, i32 %832, i64 5
  %847 = insertelement <8 x i32> %846, i32 %836, i64 6
  %848 = insertelement <8 x i32> %847, i32 %840, i64 7
  %849 = mul nuw nsw i64 %805, 40
  %850 = add nuw nsw i64 %849, %458
  %851 = trunc i64 %850 to i32
  %852 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %851
  %853 = load i32, ptr addrspace(3) %852, align 4
  %854 = mul nuw nsw i64 %810, 40
  %855 = add nuw nsw i64 %854, %458
  %856 = trunc i64 %855 to i32
  %857 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %856
  %858 = load i32, ptr addrspace(3) %857, align 4
  %859 = mul nuw nsw i64 %815, 40
  %860 = add nuw nsw i64 %859, %458
  %861 = trunc i64 %860 to i32
  %862 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %861
  %863 = load i32, ptr addrspace(3) %862, align 4
  %864 = mul nuw nsw i64 %820, 40
  %865 = add nuw nsw i64 %864, %458
  %866 = trunc i64 %865 to i32
  %867 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %866
  %868 = load i32, ptr addrspace(3) %867, align 4
  %869 = add nuw nsw i64 %849, %459
  %870 = trunc i64 %869 to i32
  %871 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %870
  %872 = load i32, ptr addrspace(3) %871, align 4
  %873 = add nuw nsw i64 %854, %459
  %874 = trunc i64 %873 to i32
  %875 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %874
  %876 = load i32, ptr addrspace(3) %875, align 4
  %877 = add nuw nsw i64 %859, %459
  %878 = trunc i64 %877 to i32
  %879 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %878
  %880 = load i32, ptr addrspace(3) %879, align 4
  %881 = add nuw nsw i64 %864, %459
  %882 = trunc i64 %881 to i32
  %883 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %882
  %884 = load i32, ptr addrspace(3) %883, align 4
  %885 = insertelement <8 x i32> poison, i32 %853, i64 0
  %886 = insertelement <8 x i32> %885, i32 %858, i64 1
  %887 = insertelement <8 x i32> %886, i32 %863, i64 2
  %888 = insertelement <8 x i32> %887, i32 %868, i64 3
  %889 = insertelement <8 x i32> %888, i32 %872, i64 4
  %890 = insertelement <8 x i32> %889, i32 %876, i64 5
  %891 = insertelement <8 x i32> %890, i32 %880, i64 6
  %892 = insertelement <8 x i32> %891, i32 %884, i64 7
  %893 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %848, <8 x i32> %892, <8 x i32> %803, i32 1, i32 1, i32 1)
  %894 = add nuw nsw i64 %804, 16
  %895 = icmp ult i64 %804, 48
  br i1 %895, label %802, label %896

896: ; preds = %802
  %bc17 = bitcast <8 x i32> %893 to <8 x float>
  %897 = extractelement <8 x float> %bc17, i64 0
  store float %897, ptr addrspace(3) %603, align 4
  %898 = extractelement <8 x float> %bc17, i64 1
  store float %898, ptr addrspace(3) %606, align 4
  %899 = extractelement <8 x float> %bc17, i64 2
  store float %899, ptr addrspace(3) %610, align 4
  %900 = extractelement <8 x float> %bc17, i64 3
  store float %900, ptr addrspace(3) %613, align 4
  %901 = extractelement <8 x float> %bc17, i64 4
  store float %901, ptr addrspace(3) %617, align 4
  %902 = extractelement <8 x float> %bc17, i64 5
  store float %902, ptr addrspace(3) %620, align 4
  %903 = extractelement <8 x float> %bc17, i64 6
  store float %903, ptr addrspace(3) %624, align 4
  %904 = extractelement <8 x float> %bc17, i64 7
  store float %904, ptr addrspace(3) %627, align 4
  br label %905

905: ; preds = %896, %749
  br i1 %628, label %906, label %1009

906: ; preds = %905, %906
  %907 = phi <8 x i32> [ %997, %906 ], [ zeroinitializer, %905 ]
  %908 = phi i64 [ %998, %906 ], [ 0, %905 ]
  %909 = or i64 %908, %289
  %910 = or i64 %909, %633
  %911 = trunc i64 %910 to i32
  %912 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %911
  %913 = load i32, ptr addrspace(3) %912, align 4
  %914 = or i64 %909, 4
  %915 = or i64 %914, %633
  %916 = trunc i64 %915 to i32
  %917 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %916
  %918 = load i32, ptr addrspace(3) %917, align 4
  %919 = or i64 %909, 8
  %920 = or i64 %919, %633
  %921 = trunc i64 %920 to i32
  %922 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %921
  %923 = load i32, ptr addrspace(3) %922, align 4
  %924 = or i64 %909, 12
  %925 = or i64 %924, %633
  %926 = trunc i64 %925 to i32
  %927 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %926
  %928 = load i32, ptr addrspace(3) %927, align 4
  %929 = or i64 %909, %634
  %930 = trunc i64 %929 to i32
  %931 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %930
  %932 = load i32, ptr addrspace(3) %931, align 4
  %933 = or i64 %914, %634
  %934 = trunc i64 %933 to i32
  %935 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %934
  %936 = load i32, ptr addrspace(3) %935, align 4
  %937 = or i64 %919, %634
  %938 = trunc i64 %937 to i32
  %939 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %938
  %940 = load i32, ptr addrspace(3) %939, align 4
  %941 = or i64 %924, %634
  %942 = trunc i64 %941 to i32
  %943 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %942
  %944 = load i32, ptr addrspace(3) %943, align 4
  %945 = insertelement <8 x i32> poison, i32 %913, i64 0
  %946 = insertelement <8 x i32> %945, i32 %918, i64 1
  %947 = insertelement <8 x i32> %946, i32 %923, i64 2
  %948 = insertelement <8 x i32> %947, i32 %928, i64 3
  %949 = insertelement <8 x i32> %948, i32 %932, i64 4
  %950 = insertelement <8 x i32> %949, i32 %936, i64 5
  %951 = insertelement <8 x i32> %950, i32 %940, i64 6
  %952 = insertelement <8 x i32> %951, i32 %944, i64 7
  %953 = mul nuw nsw i64 %909, 40
  %954 = add nuw nsw i64 %953, %458
  %955 = trunc i64 %954 to i32
  %956 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %955
  %957 = load i32, ptr addrspace(3) %956, align 4
  %958 = mul nuw nsw i64 %914, 40
  %959 = add nuw nsw i64 %958, %458
  %960 = trunc i64 %959 to i32
  %961 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %960
  %962 = load i32, ptr addrspace(3) %961, align 4
  %963 = mul nuw nsw i64 %919, 40
  %964 = add nuw nsw i64 %963, %458
  %965 = trunc i64 %964 to i32
  %966 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %965
  %967 = load i32, ptr addrspace(3) %966, align 4
  %968 = mul nuw nsw i64 %924, 40
  %969 = add nuw nsw i64 %968, %458
  %970 = trunc i64 %969 to i32
  %971 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %970
  %972 = load i32, ptr addrspace(3) %971, align 4
  %973 = add nuw nsw i64 %953, %459
  %974 = trunc i64 %973 to i32
  %975 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %974
  %976 = load i32, ptr addrspace(3) %975, align 4
  %977 = add nuw nsw i64 %958, %459
  %978 = trunc i64 %977 to i32
  %979 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %978
  %980 = load i32, ptr addrspace(3) %979, align 4
  %981 = add nuw nsw i64 %963, %459
  %982 = trunc i64 %981 to i32
  %983 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %982
  %984 = load i32, ptr addrspace(3) %983, align 4
  %985 = add nuw nsw i64 %968, %459
  %986 = trunc i64 %985 to i32
  %987 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %986
  %988 = load i32, ptr addrspace(3) %987, align 4
  %989 = insertelement <8 x i32> poison, i32 %957, i64 0
  %990 = insertelement <8 x i32> %989, i32 %962, i64 1
  %991 = insertelement <8 x i32> %990, i32 %967, i64 2
  %992 = insertelement <8 x i32> %991, i32 %972, i64 3
  %993 = insertelement <8 x i32> %992, i32 %976, i64 4
  %994 = insertelement <8 x i32> %993, i32 %980, i64 5
  %995 = insertelement <8 x i32> %994, i32 %984, i64 6
  %996 = insertelement <8 x i32> %995, i32 %988, i64 7
  %997 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %952, <8 x i32> %996, <8 x i32> %907, i32 1, i32 1, i32 1)
  %998 = add nuw nsw i64 %908, 16
  %999 = icmp ult i64 %908, 48
  br i1 %999, label %906, label %1000

1000: ; preds = %906
  %bc17.1 = bitcast <8 x i32> %997 to <8 x float>
  %1001 = extractelement <8 x float> %bc17.1, i64 0
  store float %1001, ptr addrspace(3) %639, align 4
  %1002 = extractelement <8 x float> %bc17.1, i64 1
  store float %1002, ptr addrspace(3) %642, align 4
  %1003 = extractelement <8 x float> %bc17.1, i64 2
  store float %1003, ptr addrspace(3) %646, align 4
  %1004 = extractelement <8 x float> %bc17.1, i64 3
  store float %1004, ptr addrspace(3) %649, align 4
  %1005 = extractelement <8 x float> %bc17.1, i64 4
  store float %1005, ptr addrspace(3) %653, align 4
  %1006 = extractelement <8 x float> %bc17.1, i64 5
  store float %1006, ptr addrspace(3) %656, align 4
  %1007 = extractelement <8 x float> %bc17.1, i64 6
  store float %1007, ptr addrspace(3) %660, align 4
  %1008 = extractelement <8 x float> %bc17.1, i64 7
  store float %1008, ptr addrspace(3) %663, align 4
  br label %1009

1009: ; preds = %1000, %905
  tail call void @llvm.musa.syncthreads.lm()
  %1010 = load float, ptr addrspace(3) %477, align 16
  %1011 = fmul contract float %1010, %4
  %1012 = tail call float @llvm.maxnum.f32(float %1011, float 0xFFF0000000000000)
  %1013 = load float, ptr addrspace(3) %479, align 4
  %1014 = fmul contract float %1013, %4
  %1015 = tail call float @llvm.maxnum.f32(float %1012, float %1014)
  %1016 = load float, ptr addrspace(3) %481, align 8
  %1017 = fmul contract float %1016, %4
  %1018 = tail call float @llvm.maxnum.f32(float %1015, float %1017)
  %1019 = load float, ptr addrspace(3) %483, align 4
  %1020 = fmul contract float %1019, %4
  %1021 = tail call float @llvm.maxnum.f32(float %1018, float %1020)
  %1022 = load float, ptr addrspace(3) %487, align 16
  %1023 = fmul contract float %1022, %4
  %1024 = tail call float @llvm.maxnum.f32(float %1021, float %1023)
  %1025 = load float, ptr addrspace(3) %489, align 4
  %1026 = fmul contract float %1025, %4
  %1027 = tail call float @llvm.maxnum.f32(float %1024, float %1026)
  %1028 = load float, ptr addrspace(3) %491, align 8
  %1029 = fmul contract float %1028, %4
  %1030 = tail call float @llvm.maxnum.f32(float %1027, float %1029)
  %1031 = load float, ptr addrspace(3) %493, align 4
  %1032 = fmul contract float %1031, %4
  %1033 = tail call float @llvm.maxnum.f32(float %1030, float %1032)
  %1034 = load float, ptr addrspace(3) %497, align 16
  %1035 = fmul contract float %1034, %4
  %1036 = tail call float @llvm.maxnum.f32(float %1033, float %1035)
  %1037 = load float, ptr addrspace(3) %499, align 4
  %1038 = fmul contract float %1037, %4
  %1039 = tail call float @llvm.maxnum.f32(float %1036, float %1038)
  %1040 = load float, ptr addrspace(3) %501, align 8
  %1041 = fmul contract float %1040, %4
  %1042 = tail call float @llvm.maxnum.f32(float %1039, float %1041)
  %1043 = load float, ptr addrspace(3) %503, align 4
  %1044 = fmul contract float %1043, %4
  %1045 = tail call float @llvm.maxnum.f32(float %1042, float %1044)
  %1046 = load float, ptr addrspace(3) %507, align 16
  %1047 = fmul contract float %1046, %4
  %1048 = tail call float @llvm.maxnum.f32(float %1045, float %1047)
  %1049 = load float, ptr addrspace(3) %509, align 4
  %1050 = fmul contract float %1049, %4
  %1051 = tail call float @llvm.maxnum.f32(float %1048, float %1050)
  %1052 = load float, ptr addrspace(3) %511, align 8
  %1053 = fmul contract float %1052, %4
  %1054 = tail call float @llvm.maxnum.f32(float %1051, float %1053)
  %1055 = load float, ptr addrspace(3) %513, align 4
  %1056 = fmul contract float %1055, %4
  %1057 = tail call float @llvm.maxnum.f32(float %1054, float %1056)
  %1058 = bitcast float %1057 to i32
  %1059 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1058, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %305, label %1060, label %1063

1060: ; preds = %1009
  %1061 = bitcast i32 %1059 to float
  %1062 = tail call float @llvm.maxnum.f32(float %1057, float %1061)
  store float %1062, ptr addrspace(3) %463, align 4
  br label %1063

1063: ; preds = %1060, %1009
  tail call void @llvm.musa.syncthreads.lm()
  %1064 = load float, ptr addrspace(3) %307, align 16
  %1065 = fmul contract float %1064, %4
  %1066 = load float, ptr addrspace(3) %309, align 4
  %1067 = load float, ptr addrspace(3) %310, align 4
  %1068 = tail call float @llvm.maxnum.f32(float %1066, float %1067)
  %1069 = fsub contract float %1065, %1068
  %1070 = fmul float %1069, 0x3FF7154760000000
  %1071 = tail call float @llvm.exp2.f32(float %1070)
  store float %1071, ptr addrspace(3) %311, align 16
  %1072 = load float, ptr addrspace(3) %314, align 4
  %1073 = fmul contract float %1072, %4
  %1074 = fsub contract float %1073, %1068
  %1075 = fmul float %1074, 0x3FF7154760000000
  %1076 = tail call float @llvm.exp2.f32(float %1075)
  store float %1076, ptr addrspace(3) %315, align 4
  %1077 = load float, ptr addrspace(3) %318, align 8
  %1078 = fmul contract float %1077, %4
  %1079 = fsub contract float %1078, %1068
  %1080 = fmul float %1079, 0x3FF7154760000000
  %1081 = tail call float @llvm.exp2.f32(float %1080)
  store float %1081, ptr addrspace(3) %319, align 8
  %1082 = load float, ptr addrspace(3) %322, align 4
  %1083 = fmul contract float %1082, %4
  %1084 = fsub contract float %1083, %1068
  %1085 = fmul float %1084, 0x3FF7154760000000
  %1086 = tail call float @llvm.exp2.f32(float %1085)
  store float %1086, ptr addrspace(3) %323, align 4
  %1087 = load float, ptr addrspace(3) %327, align 16
  %1088 = fmul contract float %1087, %4
  %1089 = load float, ptr addrspace(3) %329, align 4
  %1090 = load float, ptr addrspace(3) %330, align 4
  %1091 = tail call float @llvm.maxnum.f32(float %1089, float %1090)
  %1092 = fsub contract float %1088, %1091
  %1093 = fmul float %1092, 0x3FF7154760000000
  %1094 = tail call float @llvm.exp2.f32(float %1093)
  store float %1094, ptr addrspace(3) %331, align 16
  %1095 = load float, ptr addrspace(3) %334, align 4
  %1096 = fmul contract float %1095, %4
  %1097 = fsub contract float %1096, %1091
  %1098 = fmul float %1097, 0x3FF7154760000000
  %1099 = tail call float @llvm.exp2.f32(float %1098)
  store float %1099, ptr addrspace(3) %335, align 4
  %1100 = load float, ptr addrspace(3) %338, align 8
  %1101 = fmul contract float %1100, %4
  %1102 = fsub contract float %1101, %1091
  %1103 = fmul float %1102, 0x3FF7154760000000
  %1104 = tail call float @llvm.exp2.f32(float %1103)
  store float %1104, ptr addrspace(3) %339, align 8
  %1105 = load float, ptr addrspace(3) %342, align 4
  %1106 = fmul contract float %1105, %4
  %1107 = fsub contract float %1106, %1091
  %1108 = fmul float %1107, 0x3FF7154760000000
  %1109 = tail call float @llvm.exp2.f32(float %1108)
  store float %1109, ptr addrspace(3) %343, align 4
  %1110 = load float, ptr addrspace(3) %347, align 16
  %1111 = fmul contract float %1110, %4
  %1112 = load float, ptr addrspace(3) %349, align 4
  %1113 = load float, ptr addrspace(3) %350, align 4
  %1114 = tail call float @llvm.maxnum.f32(float %1112, float %1113)
  %1115 = fsub contract float %1111, %1114
  %1116 = fmul float %1115, 0x3FF7154760000000
  %1117 = tail call float @llvm.exp2.f32(float %1116)
  store float %1117, ptr addrspace(3) %351, align 16
  %1118 = load float, ptr addrspace(3) %354, align 4
  %1119 = fmul contract float %1118, %4
  %1120 = fsub contract float %1119, %1114
  %1121 = fmul float %1120, 0x3FF7154760000000
  %1122 = tail call float @llvm.exp2.f32(float %1121)
  store float %1122, ptr addrspace(3) %355, align 4
  %1123 = load float, ptr addrspace(3) %358, align 8
  %1124 = fmul contract float %1123, %4
  %1125 = fsub contract float %1124, %1114
  %1126 = fmul float %1125, 0x3FF7154760000000
  %1127 = tail call float @llvm.exp2.f32(float %1126)
  store float %1127, ptr addrspace(3) %359, align 8
  %1128 = load float, ptr addrspace(3) %362, align 4
  %1129 = fmul contract float %1128, %4
  %1130 = fsub contract float %1129, %1114
  %1131 = fmul float %1130, 0x3FF7154760000000
  %1132 = tail call float @llvm.exp2.f32(float %1131)
  store float %1132, ptr addrspace(3) %363, align 4
  %1133 = load float, ptr addrspace(3) %367, align 16
  %1134 = fmul contract float %1133, %4
  %1135 = load float, ptr addrspace(3) %369, align 4
  %1136 = load float, ptr addrspace(3) %370, align 4
  %1137 = tail call float @llvm.maxnum.f32(float %1135, float %1136)
  %1138 = fsub contract float %1134, %1137
  %1139 = fmul float %1138, 0x3FF7154760000000
  %1140 = tail call float @llvm.exp2.f32(float %1139)
  store float %1140, ptr addrspace(3) %371, align 16
  %1141 = load float, ptr addrspace(3) %374, align 4
  %1142 = fmul contract float %1141, %4
  %1143 = fsub contract float %1142, %1137
  %1144 = fmul float %1143, 0x3FF7154760000000
  %1145 = tail call float @llvm.exp2.f32(float %1144)
  store float %1145, ptr addrspace(3) %375, align 4
  %1146 = load float, ptr addrspace(3) %378, align 8
  %1147 = fmul contract float %1146, %4
  %1148 = fsub contract float %1147, %1137
  %1149 = fmul float %1148, 0x3FF7154760000000
  %1150 = tail call float @llvm.exp2.f32(float %1149)
  store float %1150, ptr addrspace(3) %379, align 8
  %1151 = load float, ptr addrspace(3) %382, align 4
  %1152 = fmul contract float %1151, %4
  %1153 = fsub contract float %1152, %1137
  %1154 = fmul float %1153, 0x3FF7154760000000
  %1155 = tail call float @llvm.exp2.f32(float %1154)
  store float %1155, ptr addrspace(3) %383, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1156, label %1163

1156: ; preds = %1063
  %1157 = load float, ptr addrspace(3) %464, align 4
  %1158 = load float, ptr addrspace(3) %465, align 4
  %1159 = tail call float @llvm.maxnum.f32(float %1157, float %1158)
  %1160 = fsub contract float %1157, %1159
  %1161 = fmul float %1160, 0x3FF7154760000000
  %1162 = tail call float @llvm.exp2.f32(float %1161)
  store float %1162, ptr addrspace(3) %466, align 4
  br label %1163

1163: ; preds = %1156, %1063
  tail call void @llvm.musa.syncthreads.lm()
  %1164 = load float, ptr addrspace(3) %514, align 16
  %1165 = fadd reassoc float %1164, 0.000000e+00
  %1166 = load float, ptr addrspace(3) %515, align 4
  %1167 = fadd reassoc float %1165, %1166
  %1168 = load float, ptr addrspace(3) %516, align 8
  %1169 = fadd reassoc float %1167, %1168
  %1170 = load float, ptr addrspace(3) %517, align 4
  %1171 = fadd reassoc float %1169, %1170
  %1172 = load float, ptr addrspace(3) %518, align 16
  %1173 = fadd reassoc float %1171, %1172
  %1174 = load float, ptr addrspace(3) %519, align 4
  %1175 = fadd reassoc float %1173, %1174
  %1176 = load float, ptr addrspace(3) %520, align 8
  %1177 = fadd reassoc float %1175, %1176
  %1178 = load float, ptr addrspace(3) %521, align 4
  %1179 = fadd reassoc float %1177, %1178
  %1180 = load float, ptr addrspace(3) %522, align 16
  %1181 = fadd reassoc float %1179, %1180
  %1182 = load float, ptr addrspace(3) %523, align 4
  %1183 = fadd reassoc float %1181, %1182
  %1184 = load float, ptr addrspace(3) %524, align 8
  %1185 = fadd reassoc float %1183, %1184
  %1186 = load float, ptr addrspace(3) %525, align 4
  %1187 = fadd reassoc float %1185, %1186
  %1188 = load float, ptr addrspace(3) %526, align 16
  %1189 = fadd reassoc float %1187, %1188
  %1190 = load float, ptr addrspace(3) %527, align 4
  %1191 = fadd reassoc float %1189, %1190
  %1192 = load float, ptr addrspace(3) %528, align 8
  %1193 = fadd reassoc float %1191, %1192
  %1194 = load float, ptr addrspace(3) %529, align 4
  %1195 = fadd reassoc float %1193, %1194
  %1196 = bitcast float %1195 to i32
  %1197 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1196, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %305, label %1198, label %1201

1198: ; preds = %1163
  %1199 = bitcast i32 %1197 to float
  %1200 = fadd reassoc float %1195, %1199
  store float %1200, ptr addrspace(3) %467, align 4
  br label %1201

1201: ; preds = %1198, %1163
  tail call void @llvm.musa.syncthreads.lm()
  store <4 x float> %698, ptr addrspace(3) %387, align 16
  store <4 x float> %699, ptr addrspace(3) %391, align 16
  store <4 x float> %700, ptr addrspace(3) %395, align 16
  store <4 x float> %701, ptr addrspace(3) %399, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1202 = load float, ptr addrspace(3) %400, align 4
  %1203 = fmul contract float %696, %1202
  store float %1203, ptr addrspace(3) %401, align 16
  %1204 = fmul contract float %695, %1202
  store float %1204, ptr addrspace(3) %402, align 4
  %1205 = fmul contract float %694, %1202
  store float %1205, ptr addrspace(3) %403, align 8
  %1206 = fmul contract float %693, %1202
  store float %1206, ptr addrspace(3) %404, align 4
  %1207 = load float, ptr addrspace(3) %405, align 4
  %1208 = fmul contract float %692, %1207
  store float %1208, ptr addrspace(3) %406, align 16
  %1209 = fmul contract float %691, %1207
  store float %1209, ptr addrspace(3) %407, align 4
  %1210 = fmul contract float %690, %1207
  store float %1210, ptr addrspace(3) %408, align 8
  %1211 = fmul contract float %689, %1207
  store float %1211, ptr addrspace(3) %409, align 4
  %1212 = load float, ptr addrspace(3) %410, align 4
  %1213 = fmul contract float %688, %1212
  store float %1213, ptr addrspace(3) %411, align 16
  %1214 = fmul contract float %687, %1212
  store float %1214, ptr addrspace(3) %412, align 4
  %1215 = fmul contract float %686, %1212
  store float %1215, ptr addrspace(3) %413, align 8
  %1216 = fmul contract float %685, %1212
  store float %1216, ptr addrspace(3) %414, align 4
  %1217 = load float, ptr addrspace(3) %415, align 4
  %1218 = fmul contract float %684, %1217
  store float %1218, ptr addrspace(3) %416, align 16
  %1219 = fmul contract float %683, %1217
  store float %1219, ptr addrspace(3) %417, align 4
  %1220 = fmul contract float %682, %1217
  store float %1220, ptr addrspace(3) %418, align 8
  %1221 = fmul contract float %681, %1217
  store float %1221, ptr addrspace(3) %419, align 4
  %1222 = load float, ptr addrspace(3) %420, align 4
  %1223 = fmul contract float %680, %1222
  store float %1223, ptr addrspace(3) %421, align 16
  %1224 = fmul contract float %679, %1222
  store float %1224, ptr addrspace(3) %423, align 4
  %1225 = fmul contract float %678, %1222
  store float %1225, ptr addrspace(3) %425, align 8
  %1226 = fmul contract float %677, %1222
  store float %1226, ptr addrspace(3) %427, align 4
  %1227 = load float, ptr addrspace(3) %428, align 4
  %1228 = fmul contract float %676, %1227
  store float %1228, ptr addrspace(3) %429, align 16
  %1229 = fmul contract float %675, %1227
  store float %1229, ptr addrspace(3) %431, align 4
  %1230 = fmul contract float %674, %1227
  store float %1230, ptr addrspace(3) %433, align 8
  %1231 = fmul contract float %673, %1227
  store float %1231, ptr addrspace(3) %435, align 4
  %1232 = load float, ptr addrspace(3) %436, align 4
  %1233 = fmul contract float %672, %1232
  store float %1233, ptr addrspace(3) %437, align 16
  %1234 = fmul contract float %671, %1232
  store float %1234, ptr addrspace(3) %439, align 4
  %1235 = fmul contract float %670, %1232
  store float %1235, ptr addrspace(3) %441, align 8
  %1236 = fmul contract float %669, %1232
  store float %1236, ptr addrspace(3) %443, align 4
  %1237 = load float, ptr addrspace(3) %444, align 4
  %1238 = fmul contract float %668, %1237
  store float %1238, ptr addrspace(3) %445, align 16
  %1239 = fmul contract float %667, %1237
  store float %1239, ptr addrspace(3) %447, align 4
  %1240 = fmul contract float %666, %1237
  store float %1240, ptr addrspace(3) %449, align 8
  %1241 = fmul contract float %665, %1237
  store float %1241, ptr addrspace(3) %451, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1242

1242: ; preds = %1201, %1420
  %1243 = phi i64 [ 0, %1201 ], [ %1421, %1420 ]
  %1244 = shl nuw nsw i64 %1243, 2
  %1245 = add nuw nsw i64 %1244, %288
  %1246 = icmp ult i64 %1245, 16
  br i1 %1246, label %1247, label %1420

1247: ; preds = %1242
  %1248 = shl nuw nsw i64 %1245, 2
  %1249 = and i64 %1248, 48
  %1250 = or i64 %1249, %301
  %1251 = shl nuw nsw i64 %1250, 6
  %1252 = or i64 %1251, %469
  %1253 = trunc i64 %1252 to i32
  %1254 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1253
  %1255 = load i32, ptr addrspace(3) %1254, align 4
  %1256 = or i64 %1251, %470
  %1257 = trunc i64 %1256 to i32
  %1258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1257
  %1259 = load i32, ptr addrspace(3) %1258, align 4
  %1260 = or i64 %1251, 256
  %1261 = or i64 %1260, %469
  %1262 = trunc i64 %1261 to i32
  %1263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1262
  %1264 = load i32, ptr addrspace(3) %1263, align 4
  %1265 = or i64 %1260, %470
  %1266 = trunc i64 %1265 to i32
  %1267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1266
  %1268 = load i32, ptr addrspace(3) %1267, align 4
  %1269 = or i64 %1251, 512
  %1270 = or i64 %1269, %469
  %1271 = trunc i64 %1270 to i32
  %1272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1271
  %1273 = load i32, ptr addrspace(3) %1272, align 4
  %1274 = or i64 %1269, %470
  %1275 = trunc i64 %1274 to i32
  %1276 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1275
  %1277 = load i32, ptr addrspace(3) %1276, align 4
  %1278 = or i64 %1251, 768
  %1279 = or i64 %1278, %469
  %1280 = trunc i64 %1279 to i32
  %1281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1280
  %1282 = load i32, ptr addrspace(3) %1281, align 4
  %1283 = or i64 %1278, %470
  %1284 = trunc i64 %1283 to i32
  %1285 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1284
  %1286 = load i32, ptr addrspace(3) %1285, align 4
  %1287 = insertelement <8 x i32> poison, i32 %1255, i64 0
  %1288 = insertelement <8 x i32> %1287, i32 %1259, i64 1
  %1289 = insertelement <8 x i32> %1288, i32 %1264, i64 2
  %1290 = insertelement <8 x i32> %1289, i32 %1268, i64 3
  %1291 = insertelement <8 x i32> %1290, i32 %1273, i64 4
  %1292 = insertelement <8 x i32> %1291, i32 %1277, i64 5
  %1293 = insertelement <8 x i32> %1292, i32 %1282, i64 6
  %1294 = insertelement <8 x i32> %1293, i32 %1286, i64 7
  %1295 = or i64 %1249, %299
  %1296 = shl nuw nsw i64 %1295, 5
  %1297 = or i64 %1296, 256
  %1298 = or i64 %289, %1296
  %1299 = trunc i64 %1298 to i32
  %1300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1299
  %1301 = load i32, ptr addrspace(3) %1300, align 4
  %1302 = or i64 %530, %1296
  %1303 = trunc i64 %1302 to i32
  %1304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1303
  %1305 = load i32, ptr addrspace(3) %1304, align 4
  %1306 = or i64 %531, %1296
  %1307 = trunc i64 %1306 to i32
  %1308 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1307
  %1309 = load i32, ptr addrspace(3) %1308, align 4
  %1310 = or i64 %532, %1296
  %1311 = trunc i64 %1310 to i32
  %1312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1311
  %1313 = load i32, ptr addrspace(3) %1312, align 4
  %1314 = or i64 %289, %1297
  %1315 = trunc i64 %1314 to i32
  %1316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1315
  %1317 = load i32, ptr addrspace(3) %1316, align 4
  %1318 = or i64 %530, %1297
  %1319 = trunc i64 %1318 to i32
  %1320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1319
  %1321 = load i32, ptr addrspace(3) %1320, align 4
  %1322 = or i64 %531, %1297
  %1323 = trunc i64 %1322 to i32
  %1324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1323
  %1325 = load i32, ptr addrspace(3) %1324, align 4
  %1326 = or i64 %532, %1297
  %1327 = trunc i64 %1326 to i32
  %1328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1327
  %1329 = load i32, ptr addrspace(3) %1328, align 4
  %1330 = insertelement <8 x i32> poison, i32 %1301, i64 0
  %1331 = insertelement <8 x i32> %1330, i32 %1305, i64 1
  %1332 = insertelement <8 x i32> %1331, i32 %1309, i64 2
  %1333 = insertelement <8 x i32> %1332, i32 %1313, i64 3
  %1334 = insertelement <8 x i32> %1333, i32 %1317, i64 4
  %1335 = insertelement <8 x i32> %1334, i32 %1321, i64 5
  %1336 = insertelement <8 x i32> %1335, i32 %1325, i64 6
  %1337 = insertelement <8 x i32> %1336, i32 %1329, i64 7
  %1338 = load i32, ptr addrspace(3) %536, align 4
  %1339 = load i32, ptr addrspace(3) %540, align 4
  %1340 = load i32, ptr addrspace(3) %544, align 4
  %1341 = load i32, ptr addrspace(3) %548, align 4
  %1342 = load i32, ptr addrspace(3) %551, align 4
  %1343 = load i32, ptr addrspace(3) %554, align 4
  %1344 = load i32, ptr addrspace(3) %557, align 4
  %1345 = load i32, ptr addrspace(3) %560, align 4
  %1346 = insertelement <8 x i32> poison, i32 %1338, i64 0
  %1347 = insertelement <8 x i32> %1346, i32 %1339, i64 1
  %1348 = insertelement <8 x i32> %1347, i32 %1340, i64 2
  %1349 = insertelement <8 x i32> %1348, i32 %1341, i64 3
  %1350 = insertelement <8 x i32> %1349, i32 %1342, i64 4
  %1351 = insertelement <8 x i32> %1350, i32 %1343, i64 5
  %1352 = insertelement <8 x i32> %1351, i32 %1344, i64 6
  %1353 = insertelement <8 x i32> %1352, i32 %1345, i64 7
  %1354 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %1337, <8 x i32> %1353, <8 x i32> %1294, i32 1, i32 1, i32 1)
  %1355 = or i64 %561, %1296
  %1356 = trunc i64 %1355 to i32
  %1357 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1356
  %1358 = load i32, ptr addrspace(3) %1357, align 4
  %1359 = or i64 %562, %1296
  %1360 = trunc i64 %1359 to i32
  %1361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1360
  %1362 = load i32, ptr addrspace(3) %1361, align 4
  %1363 = or i64 %563, %1296
  %1364 = trunc i64 %1363 to i32
  %1365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1364
  %1366 = load i32, ptr addrspace(3) %1365, align 4
  %1367 = or i64 %564, %1296
  %1368 = trunc i64 %1367 to i32
  %1369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1368
  %1370 = load i32, ptr addrspace(3) %1369, align 4
  %1371 = or i64 %561, %1297
  %1372 = trunc i64 %1371 to i32
  %1373 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1372
  %1374 = load i32, ptr addrspace(3) %1373, align 4
  %1375 = or i64 %562, %1297
  %1376 = trunc i64 %1375 to i32
  %1377 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1376
  %1378 = load i32, ptr addrspace(3) %1377, align 4
  %1379 = or i64 %563, %1297
  %1380 = trunc i64 %1379 to i32
  %1381 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1380
  %1382 = load i32, ptr addrspace(3) %1381, align 4
  %1383 = or i64 %564, %1297
  %1384 = trunc i64 %1383 to i32
  %1385 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1384
  %1386 = load i32, ptr addrspace(3) %1385, align 4
  %1387 = insertelement <8 x i32> poison, i32 %1358, i64 0
  %1388 = insertelement <8 x i32> %1387, i32 %1362, i64 1
  %1389 = insertelement <8 x i32> %1388, i32 %1366, i64 2
  %1390 = insertelement <8 x i32> %1389, i32 %1370, i64 3
  %1391 = insertelement <8 x i32> %1390, i32 %1374, i64 4
  %1392 = insertelement <8 x i32> %1391, i32 %1378, i64 5
  %1393 = insertelement <8 x i32> %1392, i32 %1382, i64 6
  %1394 = insertelement <8 x i32> %1393, i32 %1386, i64 7
  %1395 = load i32, ptr addrspace(3) %568, align 4
  %1396 = load i32, ptr addrspace(3) %572, align 4
  %1397 = load i32, ptr addrspace(3) %576, align 4
  %1398 = load i32, ptr addrspace(3) %580, align 4
  %1399 = load i32, ptr addrspace(3) %583, align 4
  %1400 = load i32, ptr addrspace(3) %586, align 4
  %1401 = load i32, ptr addrspace(3) %589, align 4
  %1402 = load i32, ptr addrspace(3) %592, align 4
  %1403 = insertelement <8 x i32> poison, i32 %1395, i64 0
  %1404 = insertelement <8 x i32> %1403, i32 %1396, i64 1
  %1405 = insertelement <8 x i32> %1404, i32 %1397, i64 2
  %1406 = insertelement <8 x i32> %1405, i32 %1398, i64 3
  %1407 = insertelement <8 x i32> %1406, i32 %1399, i64 4
  %1408 = insertelement <8 x i32> %1407, i32 %1400, i64 5
  %1409 = insertelement <8 x i32> %1408, i32 %1401, i64 6
  %1410 = insertelement <8 x i32> %1409, i32 %1402, i64 7
  %1411 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %1394, <8 x i32> %1410, <8 x i32> %1354, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1411 to <8 x float>
  %1412 = extractelement <8 x float> %bc, i64 0
  store float %1412, ptr addrspace(3) %1254, align 4
  %1413 = extractelement <8 x float> %bc, i64 1
  store float %1413, ptr addrspace(3) %1258, align 4
  %1414 = extractelement <8 x float> %bc, i64 2
  store float %1414, ptr addrspace(3) %1263, align 4
  %1415 = extractelement <8 x float> %bc, i64 3
  store float %1415, ptr addrspace(3) %1267, align 4
  %1416 = extractelement <8 x float> %bc, i64 4
  store float %1416, ptr addrspace(3) %1272, align 4
  %1417 = extractelement <8 x float> %bc, i64 5
  store float %1417, ptr addrspace(3) %1276, align 4
  %1418 = extractelement <8 x float> %bc, i64 6
  store float %1418, ptr addrspace(3) %1281, align 4
  %1419 = extractelement <8 x float> %bc, i64 7
  store float %1419, ptr addrspace(3) %1285, align 4
  br label %1420

1420: ; preds = %1247, %1242
  %1421 = add nuw nsw i64 %1243, 1
  %1422 = icmp ult i64 %1243, 3
  br i1 %1422, label %1242, label %1423

1423: ; preds = %1420
  tail call void @llvm.musa.syncthreads.lm()
  %1424 = load <4 x float>, ptr addrspace(3) %401, align 16
  %1425 = load <4 x float>, ptr addrspace(3) %406, align 16
  %1426 = load <4 x float>, ptr addrspace(3) %411, align 16
  %1427 = load <4 x float>, ptr addrspace(3) %416, align 16
  %1428 = load <4 x float>, ptr addrspace(3) %421, align 16
  %1429 = load <4 x float>, ptr addrspace(3) %429, align 16
  %1430 = load <4 x float>, ptr addrspace(3) %437, align 16
  %1431 = load <4 x float>, ptr addrspace(3) %445, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1432, label %1438

1432: ; preds = %1423
  %1433 = load float, ptr addrspace(3) %473, align 4
  %1434 = load float, ptr addrspace(3) %466, align 4
  %1435 = fmul contract float %1433, %1434
  %1436 = load float, ptr addrspace(3) %474, align 4
  %1437 = fadd contract float %1435, %1436
  store float %1437, ptr addrspace(3) %473, align 4
  br label %1438

1438: ; preds = %1432, %1423
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1439, label %1443

1439: ; preds = %1438
  %1440 = load float, ptr addrspace(3) %464, align 4
  %1441 = load float, ptr addrspace(3) %465, align 4
  %1442 = tail call float @llvm.maxnum.f32(float %1440, float %1441)
  store float %1442, ptr addrspace(3) %464, align 4
  br label %1443

1443: ; preds = %1439, %1438
  tail call void @llvm.musa.syncthreads.lm()
  store float %757, ptr addrspace(3) %36, align 16
  store float %756, ptr addrspace(3) %38, align 4
  store float %755, ptr addrspace(3) %40, align 8
  store float %754, ptr addrspace(3) %42, align 4
  store float %758, ptr addrspace(3) %61, align 16
  store float %759, ptr addrspace(3) %63, align 4
  store float %760, ptr addrspace(3) %65, align 8
  store float %761, ptr addrspace(3) %67, align 4
  store float %753, ptr addrspace(3) %86, align 16
  store float %752, ptr addrspace(3) %88, align 4
  store float %751, ptr addrspace(3) %90, align 8
  store float %750, ptr addrspace(3) %92, align 4
  store float %762, ptr addrspace(3) %111, align 16
  store float %763, ptr addrspace(3) %113, align 4
  store float %764, ptr addrspace(3) %115, align 8
  store float %765, ptr addrspace(3) %117, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %1444 = extractelement <4 x float> %1424, i64 0
  %1445 = extractelement <4 x float> %1424, i64 1
  %1446 = extractelement <4 x float> %1424, i64 2
  %1447 = extractelement <4 x float> %1424, i64 3
  %1448 = extractelement <4 x float> %1425, i64 0
  %1449 = extractelement <4 x float> %1425, i64 1
  %1450 = extractelement <4 x float> %1425, i64 2
  %1451 = extractelement <4 x float> %1425, i64 3
  %1452 = extractelement <4 x float> %1426, i64 0
  %1453 = extractelement <4 x float> %1426, i64 1
  %1454 = extractelement <4 x float> %1426, i64 2
  %1455 = extractelement <4 x float> %1426, i64 3
  %1456 = extractelement <4 x float> %1427, i64 0
  %1457 = extractelement <4 x float> %1427, i64 1
  %1458 = extractelement <4 x float> %1427, i64 2
  %1459 = extractelement <4 x float> %1427, i64 3
  %1460 = extractelement <4 x float> %1428, i64 0
  %1461 = extractelement <4 x float> %1428, i64 1
  %1462 = extractelement <4 x float> %1428, i64 2
  %1463 = extractelement <4 x float> %1428, i64 3
  %1464 = extractelement <4 x float> %1429, i64 0
  %1465 = extractelement <4 x float> %1429, i64 1
  %1466 = extractelement <4 x float> %1429, i64 2
  %1467 = extractelement <4 x float> %1429, i64 3
  %1468 = extractelement <4 x float> %1430, i64 0
  %1469 = extractelement <4 x float> %1430, i64 1
  %1470 = extractelement <4 x float> %1430, i64 2
  %1471 = extractelement <4 x float> %1430, i64 3
  %1472 = extractelement <4 x float> %1431, i64 0
  %1473 = extractelement <4 x float> %1431, i64 1
  %1474 = extractelement <4 x float> %1431, i64 2
  %1475 = extractelement <4 x float> %1431, i64 3
  br i1 %703, label %664, label %._crit_edge

._crit_edge: ; preds = %1443, %135
  %1476 = phi <4 x float> [ zeroinitializer, %135 ], [ %1424, %1443 ]
  %1477 = phi <4 x float> [ zeroinitializer, %135 ], [ %1425, %1443 ]
  %1478 = phi <4 x float> [ zeroinitializer, %135 ], [ %1426, %1443 ]
  %1479 = phi <4 x float> [ zeroinitializer, %135 ], [ %1427, %1443 ]
  %1480 = phi <4 x float> [ zeroinitializer, %135 ], [ %1428, %1443 ]
  %1481 = phi <4 x float> [ zeroinitializer, %135 ], [ %1429, %1443 ]
  %1482 = phi <4 x float> [ zeroinitializer, %135 ], [ %1430, %1443 ]
  %1483 = phi <4 x float> [ zeroinitializer, %135 ], [ %1431, %1443 ]
  %1484 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1485 = load float, ptr addrspace(3) %1484, align 4
  %1486 = insertelement <4 x float> poison, float %1485, i64 0
  %1487 = shufflevector <4 x float> %1486, <4 x float> poison, <4 x i32> zeroinitializer
  %1488 = fdiv <4 x float> %1476, %1487
  %1489 = getelementptr float, ptr addrspace(1) %3, i64 %142
  %1490 = getelementptr float, ptr addrspace(1) %1489, i64 %20
  store <4 x float> %1488, ptr addrspace(1) %1490, align 16
  %1491 = getelementptr float, ptr addrspace(3) @global_smem, i32 %45
  %1492 = load float, ptr addrspace(3) %1491, align 4
  %1493 = insertelement <4 x float> poison, float %1492, i64 0
  %1494 = shufflevector <4 x float> %1493, <4 x float> poison, <4 x i32> zeroinitializer
  %1495 = fdiv <4 x float> %1477, %1494
  %1496 = getelementptr float, ptr addrspace(1) %3, i64 %148
  %1497 = getelementptr float, ptr addrspace(1) %1496, i64 %20
  store <4 x float> %1495, ptr addrspace(1) %1497, align 16
  %1498 = getelementptr float, ptr addrspace(3) @global_smem, i32 %70
  %1499 = load float, ptr addrspace(3) %1498, align 4
  %1500 = insertelement <4 x float> poison, float %1499, i64 0
  %1501 = shufflevector <4 x float> %1500, <4 x float> poison, <4 x i32> zeroinitializer
  %1502 = fdiv <4 x float> %1478, %1501
  %1503 = getelementptr float, ptr addrspace(1) %3, i64 %154
  %1504 = getelementptr float, ptr addrspace(1) %1503, i64 %20
  store <4 x float> %1502, ptr addrspace(1) %1504, align 16
  %1505 = getelementptr float, ptr addrspace(3) @global_smem, i32 %95
  %1506 = load float, ptr addrspace(3) %1505, align 4
  %1507 = insertelement <4 x float> poison, float %1506, i64 0
  %1508 = shufflevector <4 x float> %1507, <4 x float> poison, <4 x i32> zeroinitializer
  %1509 = fdiv <4 x float> %1479, %1508
  %1510 = getelementptr float, ptr addrspace(1) %3, i64 %160
  %1511 = getelementptr float, ptr addrspace(1) %1510, i64 %20
  store <4 x float> %1509, ptr addrspace(1) %1511, align 16
  %1512 = getelementptr float, ptr addrspace(3) @global_smem, i32 %166
  %1513 = load float, ptr addrspace(3) %1512, align 4
  %1514 = insertelement <4 x float> poison, float %1513, i64 0
  %1515 = shufflevector <4 x float> %1514, <4 x float> poison, <4 x i32> zeroinitializer
  %1516 = fdiv <4 x float> %1480, %1515
  %1517 = getelementptr float, ptr addrspace(1) %3, i64 %169
  %1518 = getelementptr float, ptr addrspace(1) %1517, i64 %20
  store <4 x float> %1516, ptr addrspace(1) %1518, align 16
  %1519 = getelementptr float, ptr addrspace(3) @global_smem, i32 %178
  %1520 = load float, ptr addrspace(3) %1519, align 4
  %1521 = insertelement <4 x float> poison, float %1520, i64 0
  %1522 = shufflevector <4 x float> %1521, <4 x float> poison, <4 x i32> zeroinitializer
  %1523 = fdiv <4 x float> %1481, %1522
  %1524 = getelementptr float, ptr addrspace(1) %3, i64 %181
  %1525 = getelementptr float, ptr addrspace(1) %1524, i64 %20
  store <4 x float> %1523, ptr addrspace(1) %1525, align 16
  %1526 = getelementptr float, ptr addrspace(3) @global_smem, i32 %190
  %1527 = load float, ptr addrspace(3) %1526, align 4
  %1528 = insertelement <4 x float> poison, float %1527, i64 0
  %1529 = shufflevector <4 x float> %1528, <4 x float> poison, <4 x i32> zeroinitializer
  %1530 = fdiv <4 x float> %1482, %1529
  %1531 = getelementptr float, ptr addrspace(1) %3, i64 %193
  %1532 = getelementptr float, ptr addrspace(1) %1531, i64 %20
  store <4 x float> %1530, ptr addrspace(1) %1532, align 16
  %1533 = getelementptr float, ptr addrspace(3) @global_smem, i32 %202
  %1534 = load float, ptr addrspace(3) %1533, align 4
  %1535 = insertelement <4 x float> poison, float %1534, i64 0
  %1536 = shufflevector <4 x float> %1535, <4 x float> poison, <4 x i32> zeroinitializer
  %1537 = fdiv <4 x float> %1483, %1536
  %1538 = getelementptr float, ptr addrspace(1) %3, i64 %205
  %1539 = getelementptr float, ptr addrspace(1) %1538, i64 %20
  store <4 x float> %1537, ptr addrspace(1) %1539, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
